/** A JSON editor's binding to its state: the state keeps the value the document parses to, never an unparsable draft. */
import { useState } from 'react';
import type { Json } from '../../core/json';
import { parseJsonDoc } from './code';
import { useField } from './field';

/** Why a JSON document does not parse, as the browser's parser says it. */
export function jsonProblem(doc: string): string {
  try {
    JSON.parse(doc);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** The document pretty-printed, or null while it does not parse. */
export function formatJson(doc: string): string | null {
  const value = parseJsonDoc(doc);
  return value === undefined ? null : JSON.stringify(value, null, 2);
}

/** Reports each document to the state (`json`) when it parses, and keeps why it does not (`problem`). */
export function useJsonDoc() {
  const [, setJson] = useField<Json>('json');
  const [problem, setProblem] = useState('');
  const onDoc = (doc: string) => {
    const value = parseJsonDoc(doc);
    setProblem(value === undefined ? jsonProblem(doc) : '');
    if (value !== undefined) setJson(value);
  };
  return { problem, onDoc };
}
