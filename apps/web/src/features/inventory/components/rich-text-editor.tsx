import { useMemo, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-editor.css';

// Created once: a new extension list on every render would make TipTap reconfigure itself.
const extensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: false, codeBlock: false })];

export interface RichTextEditorProps {
  /** Id of the editable area, for the label and the toolbar. */
  id: string;
  labelId: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * TipTap producing HTML (the server sanitises it again). Loaded on its own, only by the add-product
 * page. An empty editor yields '' rather than '<p></p>'.
 */
export default function RichTextEditor({
  id,
  labelId,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  // The document is the editor's own after the first render; the form only listens to it.
  const [initialContent] = useState(value);
  const editorProps = useMemo(() => {
    const result: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
    };
    if (describedBy) result['aria-describedby'] = describedBy;
    if (invalid) result['aria-invalid'] = 'true';
    return { attributes: result };
  }, [id, labelId, describedBy, invalid]);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  return (
    <div
      className={
        invalid
          ? 'overflow-hidden rounded-md border border-danger-600 bg-white shadow-sm'
          : 'overflow-hidden rounded-md border border-neutral-300 bg-white shadow-sm focus-within:border-primary-600'
      }
    >
      <RichTextToolbar editor={editor} label={label} controls={id} />
      <EditorContent editor={editor} className="rich-text-content" />
    </div>
  );
}
