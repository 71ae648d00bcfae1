import { writeSection, type Markers } from '../content/markdownSection';
import { protocolJsonSchema } from '../agents/agentProtocol';

export const PROTOCOL_SCHEMA_MARKERS: Markers = {
  start: '<!-- agent-protocol-schema:start (written by `cb agent-protocol --markdown`) -->',
  end: '<!-- agent-protocol-schema:end -->',
};

/** The schema section of docs/agent-protocol.md: the request's and the reply's JSON Schema. */
export function protocolSchemaMarkdown(): string {
  const { request, reply } = protocolJsonSchema();
  const block = (title: string, schema: unknown) => `### ${title}\n\n\`\`\`json\n${JSON.stringify(schema, null, 2)}\n\`\`\`\n`;
  return `${block('Request (harness → agent)', request)}\n${block('Reply (agent → harness)', reply)}`;
}

/** Print the HTTP agent protocol's JSON Schema; optionally write it into a Markdown file. */
export function agentProtocolCommand(o: { markdown?: string }): void {
  console.log(JSON.stringify(protocolJsonSchema(), null, 2));
  if (o.markdown) writeSection(o.markdown, PROTOCOL_SCHEMA_MARKERS, protocolSchemaMarkdown());
}
