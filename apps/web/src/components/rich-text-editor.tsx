// The description editor (product, add-on, user package, storage, release note). It pulls in tiptap and
// ProseMirror, so screens never import this file directly: they use LazyRichTextEditor, which loads it
// (and its styles) only when a form with a description opens. The server sanitises the HTML it stores.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

export type RichTextEditorProps = {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  label?: string;
  error?: string;
  withAsterisk?: boolean;
  minHeight?: number;
};

const EMPTY_DOCUMENT = '<p></p>';

export default function RichTextEditor({
  value,
  onChange,
  label,
  error,
  withAsterisk,
  minHeight = 180,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange); // the editor is created once; always call the latest handler
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    shouldRerenderOnTransaction: false,
    // The editable area is a text box named by the field's label (screen readers and axe's 'every control
    // named'); the wrapper's <label> cannot point at a contenteditable.
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label ?? 'Teks' },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChangeRef.current(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  // A record loaded after the editor opened (edit mode) replaces the content, without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_DOCUMENT))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk}>
      <MantineRichTextEditor
        editor={editor}
        mt={label ? 4 : 0}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineRichTextEditor.Toolbar sticky stickyOffset={60}>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.Hr />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={minHeight} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
