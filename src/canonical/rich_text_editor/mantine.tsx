import { Stack, Text } from '@mantine/core';
import stylesUrl from '@mantine/tiptap/styles.css?url';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Highlight from '@tiptap/extension-highlight';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import TextNode from '@tiptap/extension-text';
import TextAlign from '@tiptap/extension-text-align';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { useEditor } from '@tiptap/react';
import { useId } from 'react';
import type { Json } from '../../core/json';
import { useField } from '../../env/kit/field';
import { normalizeRich, toEditorJson } from '../../env/kit/richText';
import type { RendererProps } from '../../env/kit/types';
import { loadStylesheet } from '../../env/scene/adapters/stylesheet';
import type { Params } from './family';

/**
 * What the toolbar edits, extension by extension and each from its own entry point: the starter
 * kit, or the packages' root entries, bring code blocks, drop and gap cursors and task lists that
 * no control here uses (8.5 kB gzip). Mantine's Link adds Mod+K to open the link editor.
 */
const EXTENSIONS = [
  Document, Paragraph, TextNode, HardBreak, Heading, Blockquote, HorizontalRule, BulletList, OrderedList, ListItem, ListKeymap,
  Bold, Italic, Underline, Strike, Code, Highlight, Link, UndoRedo, TextAlign.configure({ types: ['heading', 'paragraph'] }),
];

/** The editor's toolbar and content style themselves from @mantine/tiptap's sheet, linked before the page shows. */
export const ready = () => loadStylesheet(stylesUrl);

/**
 * Mantine's RichTextEditor over a Tiptap editor, with the toolbar of Mantine's docs. The label above
 * it names the editing surface (`aria-labelledby` through Tiptap's editor attributes); the state is
 * the normalized document, written on every change.
 */
export default function MantineRichTextEditor({ params }: RendererProps<Params>) {
  const [, setDoc] = useField<Json>('doc');
  const labelId = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: toEditorJson(params.initial),
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': labelId } },
    onUpdate: ({ editor: e }) => setDoc(normalizeRich(e.getJSON()) as unknown as Json),
  });
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>{params.label}</Text>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
            <RichTextEditor.Highlight />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Stack>
  );
}
