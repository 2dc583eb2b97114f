import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's controls and link editor: their labels (tooltips, aria-labels) from the locale files. */
const TOOLBAR_LABELS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'h1ControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'h5ControlLabel',
  'h6ControlLabel',
  'blockquoteControlLabel',
  'codeControlLabel',
  'codeBlockControlLabel',
  'hrControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const satisfies readonly (keyof RichTextEditorLabels)[];

interface Props {
  value: string;
  onChange: (html: string) => void;
  label: string;
}

/**
 * The page editor (spec 02 §9: block formats p, h1–h6, code) on @mantine/tiptap. What it can
 * produce is exactly what the server's allowlist keeps (decision 015): headings, paragraphs, code
 * blocks, lists, quotes, rules, bold, italic, underline, strike, inline code and links.
 */
export function PageRichTextEditor({ value, onChange, label }: Props) {
  const { t } = useTranslation('pages');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'], autolink: true }),
    ],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, 'data-testid': 'page-body-editor' } },
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      ...Object.fromEntries(TOOLBAR_LABELS.map((key) => [key, t(`toolbar.${key}`)])),
      linkEditorInputLabel: t('editor.linkUrl'),
    }),
    [t],
  );
  // A page loaded after the editor started: show it (not while typing).
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} aria-label={label} labels={labels}>
      <RichTextEditor.Toolbar sticky stickyOffset={60}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
          <RichTextEditor.H5 />
          <RichTextEditor.H6 />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={280} />
    </RichTextEditor>
  );
}
