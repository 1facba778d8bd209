import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type TextKey, t } from '../../lib/i18n';
import { Field, FieldNotes } from '../form';
import type { InsertedImage, RichTextEditorProps } from './index';

/**
 * Only what the server's allow-list keeps (apps/server/src/modules/content/sanitize.ts): paragraphs,
 * headings 2–4, lists, bold, italic, links, images, line breaks. Blockquotes, code, rules, strike
 * and underline are left out so what the editor shows is what is stored.
 */
function extensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        // The server adds rel="noopener" itself and drops target.
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    Image.configure({ allowBase64: false }),
  ];
}

/** Addresses a link may have: http(s), mailto, or one of the shop's own paths. */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return true;
  return value.startsWith('/') && !value.startsWith('//');
}

/** Images come only from the shop's own files (the server drops any other source). */
export function isAllowedImage(src: string): boolean {
  const value = src.trim();
  return value.startsWith('/media/') && !value.includes('..');
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface ToolbarButton {
  key: string;
  label: TextKey;
  /** Short visible text (the label is the accessible name). */
  glyph: string;
  /** Toggle buttons report their state with aria-pressed. */
  pressed?: boolean;
  disabled?: boolean;
  run(): void;
}

export default function TiptapEditor({
  value,
  onChange,
  label,
  id,
  help,
  error,
  uploadImage,
}: RichTextEditorProps & { id: string }) {
  const labelId = `${id}-label`;
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastHtml = useRef(value);

  const attributes = () => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'rte__content',
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  });

  const editor = useEditor({
    extensions: extensions(),
    content: value,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      lastHtml.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (the record loaded, the form reset) replaces the text without an echo.
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes follow help and error only
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes() } });
  }, [editor, described, error]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    { key: 'bold', label: 'editor.bold', glyph: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: 'editor.italic',
      glyph: 'I',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: 'editor.heading2',
      glyph: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'editor.heading3',
      glyph: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'ul',
      label: 'editor.bulletList',
      glyph: '•',
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ol',
      label: 'editor.orderedList',
      glyph: '1.',
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: 'editor.link',
      glyph: '🔗',
      pressed: state.link,
      run: () => setPanel((p) => (p === 'link' ? null : 'link')),
    },
    { key: 'image', label: 'editor.image', glyph: '🖼', run: () => setPanel((p) => (p === 'image' ? null : 'image')) },
    { key: 'undo', label: 'editor.undo', glyph: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: 'editor.redo', glyph: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const focusButton = (index: number) => {
    const count = buttons.length;
    const next = ((index % count) + count) % count;
    setCurrent(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  // A toolbar is one tab stop; the arrow keys move within it (WAI-ARIA toolbar pattern).
  const onToolbarKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusButton(target);
  };

  // Alt+F10 jumps from the text to the toolbar (as in other editors); Escape in the toolbar goes back.
  const onContentKey = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      focusButton(current);
    }
  };

  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className={`field rte${error ? ' rte--invalid' : ''}`}>
      {/* A contenteditable cannot be a <label>'s control: the label names it through aria-labelledby. */}
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="rte__frame">
        <div
          ref={toolbar}
          className="rte__toolbar"
          role="toolbar"
          aria-label={t('editor.toolbar', { label })}
          aria-controls={id}
          onKeyDown={onToolbarKey}
        >
          {buttons.map((button, index) => (
            <button
              key={button.key}
              type="button"
              className="rte__button"
              tabIndex={index === current ? 0 : -1}
              aria-label={t(button.label)}
              title={t(button.label)}
              {...(button.pressed !== undefined ? { 'aria-pressed': button.pressed } : {})}
              {...(button.key === 'link' || button.key === 'image'
                ? { 'aria-expanded': panel === button.key, 'aria-controls': `${id}-${button.key}` }
                : {})}
              // Unavailable buttons stay focusable (aria-disabled), so the arrow keys never skip around.
              aria-disabled={button.disabled || undefined}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                if (!button.disabled) button.run();
              }}
            >
              <span aria-hidden="true">{button.glyph}</span>
            </button>
          ))}
        </div>
        {panel === 'link' && <LinkPanel id={`${id}-link`} editor={editor} onDone={closePanel} />}
        {panel === 'image' && (
          <ImagePanel id={`${id}-image`} editor={editor} uploadImage={uploadImage} onDone={closePanel} />
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches Alt+F10 bubbling from the text area */}
        <div onKeyDown={onContentKey}>
          <EditorContent editor={editor} />
        </div>
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** A small form under the toolbar; Escape closes it and returns to the text. */
function Panel({
  id,
  title,
  onSubmit,
  onDone,
  children,
}: {
  id: string;
  title: string;
  onSubmit(): void;
  onDone(): void;
  children: ReactNode;
}) {
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  // Not a <form> element: the editor usually sits inside the record's own form, and forms do not nest.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a nested <form> is invalid HTML; the group has the form's name
    <div
      ref={form}
      id={id}
      className="rte__panel"
      role="group"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault();
          onSubmit();
        }
      }}
    >
      {children}
      <div className="rte__panel-actions">
        <button type="button" className="button" onClick={onSubmit}>
          {t('editor.apply')}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          {t('editor.cancel')}
        </button>
      </div>
    </div>
  );
}

function LinkPanel({ id, editor, onDone }: { id: string; editor: Editor; onDone(): void }) {
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!isAllowedLink(value)) {
      setProblem(t('editor.linkInvalid'));
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    onDone();
  };
  return (
    <Panel id={id} title={t('editor.link')} onSubmit={submit} onDone={onDone}>
      <TextField
        id={`${id}-href`}
        label={t('editor.linkAddress')}
        help={t('editor.linkHelp')}
        problem={problem}
        value={href}
        onChange={(next) => {
          setHref(next);
          setProblem(null);
        }}
      />
    </Panel>
  );
}

function ImagePanel({
  id,
  editor,
  uploadImage,
  onDone,
}: {
  id: string;
  editor: Editor;
  uploadImage: ((file: File) => Promise<InsertedImage>) | undefined;
  onDone(): void;
}) {
  const [src, setSrc] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const insert = (image: InsertedImage) => {
    editor
      .chain()
      .focus()
      .setImage({
        src: image.src,
        alt: alt.trim() || image.alt || '',
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
      })
      .run();
    onDone();
  };
  const submit = async () => {
    if (uploadImage) {
      if (!file) return setProblem(t('editor.imageChoose'));
      setBusy(true);
      try {
        insert(await uploadImage(file));
      } catch {
        setProblem(t('editor.imageFailed'));
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!isAllowedImage(src)) return setProblem(t('editor.imageInvalid'));
    insert({ src: src.trim() });
  };
  return (
    <Panel id={id} title={t('editor.image')} onSubmit={() => void submit()} onDone={onDone}>
      {uploadImage ? (
        <Field
          id={`${id}-file`}
          label={t('editor.imageFile')}
          error={problem ? { type: 'manual', message: problem } : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          )}
        </Field>
      ) : (
        <TextField
          id={`${id}-src`}
          label={t('editor.imageAddress')}
          help={t('editor.imageHelp')}
          problem={problem}
          value={src}
          onChange={(next) => {
            setSrc(next);
            setProblem(null);
          }}
        />
      )}
      <TextField id={`${id}-alt`} label={t('editor.imageAlt')} value={alt} onChange={setAlt} />
      {busy && <p role="status">{t('editor.imageUploading')}</p>}
    </Panel>
  );
}

function TextField({
  id,
  label,
  help,
  problem,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  problem?: string | null;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field
      id={id}
      label={label}
      {...(help ? { help } : {})}
      error={problem ? { type: 'manual', message: problem } : undefined}
    >
      {(aria) => <input {...aria} type="text" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
