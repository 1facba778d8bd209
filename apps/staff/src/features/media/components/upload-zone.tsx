import { type DragEvent, useId, useState } from 'react';
import { t } from '../../../lib/i18n';

/**
 * A file input that is also a drop target: a normal labelled `<input type="file">` (keyboard and
 * screen readers use it as any other), inside an area files can be dropped on. While `pending`
 * the input is disabled and a status says the files are being uploaded.
 */
export function UploadZone({
  label,
  help,
  accept,
  multiple = false,
  pending,
  onFiles,
}: {
  label: string;
  help: string;
  accept: string;
  multiple?: boolean;
  pending: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0 && !pending) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the labelled file input inside does the same by keyboard
    <div
      className={`upload-zone${over ? ' upload-zone--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      aria-busy={pending}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={pending}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={`${id}-help`} className="field__help">
        {help}
      </p>
      <p role="status" className="upload-zone__status">
        {pending ? t('media.uploading') : ''}
      </p>
    </div>
  );
}
