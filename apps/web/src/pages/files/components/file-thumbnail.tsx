import { isPictureType, type FileRecord } from '@folio/contracts';
import { IconFile, IconFileTypePdf, IconMovie, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { pictureSources } from '../../../lib/picture-sources';
import { fileKind, type FileKind } from '../filter-files';
import classes from './files.module.css';

const KIND_ICONS: Record<FileKind, typeof IconFile> = {
  image: IconPhoto,
  video: IconMovie,
  pdf: IconFileTypePdf,
  other: IconFile,
};

/** The icon for a file's type (video, pdf or generic); images use IconPhoto when no preview is possible. */
export function FileTypeIcon({ mimeType, size }: { mimeType: string; size: number }) {
  const Icon = KIND_ICONS[fileKind(mimeType)];
  return <Icon size={size} stroke={1.5} aria-hidden />;
}

/** How wide a grid card is: half the page on phones, a quarter from `sm`, a sixth (about 190px) from `lg`. */
const GRID_CARD_SIZES = '(min-width: 75em) 190px, (min-width: 48em) 25vw, 50vw';

/**
 * docs/spec.md §2 grid card thumbnail: the image itself for image types (as a WebP thumbnail of the card's width, not
 * the full-size original), otherwise the type icon.
 */
export function FileThumbnail({ file }: { file: FileRecord }) {
  const [failed, setFailed] = useState(false);
  const kind = fileKind(file.mimeType);
  return (
    <div className={classes.thumbnail} data-kind={kind}>
      {kind === 'image' && isPictureType(file.mimeType) && !failed ? (
        <img
          {...pictureSources(file.objectPath, GRID_CARD_SIZES, 320)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <FileTypeIcon mimeType={file.mimeType} size={40} />
      )}
    </div>
  );
}
