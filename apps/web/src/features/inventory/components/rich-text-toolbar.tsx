import type { ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Redo2, TextQuote, Undo2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // The editor keeps the focus and its caret: a button that took them would hand them back only a
      // frame later (TipTap's focus()), and keys typed meanwhile would reach the button, not the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-neutral-700 transition-colors sm:size-8',
        'hover:bg-neutral-200 disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-primary-100 text-primary-900',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 hidden h-5 w-px bg-neutral-300 sm:block" />;

/** Bold, italic, headings, lists, quote, undo and redo (the toolbar the product form needs). */
export function RichTextToolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      className="flex flex-wrap items-center gap-px border-b border-neutral-200 bg-neutral-50 px-1.5 py-1.5 sm:gap-0.5 sm:px-2"
    >
      <Tool label="Bold" active={state.bold} onClick={run((chain) => chain.toggleBold())}>
        <Bold aria-hidden="true" />
      </Tool>
      <Tool label="Italic" active={state.italic} onClick={run((chain) => chain.toggleItalic())}>
        <Italic aria-hidden="true" />
      </Tool>
      <Divider />
      <Tool label="Heading" active={state.h2} onClick={run((chain) => chain.toggleHeading({ level: 2 }))}>
        <Heading2 aria-hidden="true" />
      </Tool>
      <Tool label="Subheading" active={state.h3} onClick={run((chain) => chain.toggleHeading({ level: 3 }))}>
        <Heading3 aria-hidden="true" />
      </Tool>
      <Divider />
      <Tool label="Bulleted list" active={state.bullets} onClick={run((chain) => chain.toggleBulletList())}>
        <List aria-hidden="true" />
      </Tool>
      <Tool label="Numbered list" active={state.numbers} onClick={run((chain) => chain.toggleOrderedList())}>
        <ListOrdered aria-hidden="true" />
      </Tool>
      <Tool label="Quote" active={state.quote} onClick={run((chain) => chain.toggleBlockquote())}>
        <TextQuote aria-hidden="true" />
      </Tool>
      <Divider />
      <Tool label="Undo" disabled={!state.canUndo} onClick={run((chain) => chain.undo())}>
        <Undo2 aria-hidden="true" />
      </Tool>
      <Tool label="Redo" disabled={!state.canRedo} onClick={run((chain) => chain.redo())}>
        <Redo2 aria-hidden="true" />
      </Tool>
    </div>
  );
}
