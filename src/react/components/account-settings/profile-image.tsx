// Picking, showing (a 64 px avatar) and removing a profile image: the user's, theirs in one team, or the team's.
// A picked image is downscaled in a canvas and saved as a data: URL (the API accepts base64 images from clients, §5.9).

import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { StackHttpError } from '../../../core/internal';
import { useTranslation } from '../../hooks';
import type { Translate } from '../../i18n';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Actions } from '../../ui/feedback';
import type { SectionAction } from '../../shared/use-action';

/** Longest side of a saved profile image: small enough to live in the user row as a data: URL. */
export const PROFILE_IMAGE_MAX_SIZE = 256;

/** Thrown when the browser cannot decode the picked file. */
class UnreadableImageError extends Error {}

/** The picked file as a data: URL, scaled down (never up) to at most PROFILE_IMAGE_MAX_SIZE per side. */
async function fileToDataUrl(file: File): Promise<string> {
  // createImageBitmap decodes the bytes directly: no blob: URL, which a strict img-src CSP would block.
  const image = await createImageBitmap(file).catch(() => {
    throw new UnreadableImageError();
  });
  try {
    const scale = Math.min(1, PROFILE_IMAGE_MAX_SIZE / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError();
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    // PNG keeps transparency; photos are far smaller as JPEG.
    return /png|gif|webp/.test(file.type) ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    image.close();
  }
}

/** Words for the failures of saving a picked image, null for any other failure. */
export function describeImageFailure(failure: unknown, t: Translate): string | null {
  if (failure instanceof UnreadableImageError) return t('settings.profile.imageUnreadable');
  if (failure instanceof StackHttpError && failure.status === 400 && failure.body.includes('Invalid profile image URL')) {
    return t('settings.profile.imageRejected');
  }
  return null;
}

export interface ProfileImagePickerProps {
  imageUrl: string | null;
  label: string;
  /** The image's accessible name while there is one. */
  alt: string;
  /** Whose image it is: initials and colour of the avatar while there is no image (none: a neutral icon). */
  name?: string | null;
  id?: string;
  /** The file input's name. */
  inputName: string;
  /** The section's action runner; its describe function should include describeImageFailure. */
  action: SectionAction;
  /** Saves a data: URL, or null to remove the image. */
  save(imageUrl: string | null): Promise<unknown>;
  /** Told the saved or removed sentence after success, null when a new attempt starts. */
  onNotice(message: string | null): void;
  /** Beside the buttons, e.g. a SavedNote of onNotice's sentence. */
  status?: ReactNode;
  /** The sentences for no image, saved and removed; a person's profile image by default. */
  words?: { none: string; saved: string; removed: string };
}

export function ProfileImagePicker({ imageUrl, label, alt, name, id, inputName, action, save, onNotice, status, words: given }: ProfileImagePickerProps): ReactNode {
  const t = useTranslation();
  const words = given ?? { none: t('settings.profile.noImage'), saved: t('settings.profile.imageSaved'), removed: t('settings.profile.imageRemoved') };
  const fileInput = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = action.busy !== null;

  async function pick(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.currentTarget.files?.[0];
    // Cleared so that picking the same file again fires change again.
    event.currentTarget.value = '';
    if (!file) return;
    onNotice(null);
    if (await action.run('image', async () => save(await fileToDataUrl(file)))) onNotice(words.saved);
  }

  async function remove(): Promise<void> {
    onNotice(null);
    if (await action.run('removeImage', () => save(null))) onNotice(words.removed);
  }

  return (
    <div className="stack-profile-image" data-profile-image={imageUrl ? 'set' : 'none'} role="group" aria-labelledby={labelId}>
      <Avatar name={name ?? null} label={alt} id={id ?? inputName} src={imageUrl} size={64} decorative={!imageUrl} />
      <div className="stack-profile-image-body">
        <div className="stack-profile-image-text">
          <span className="stack-label" id={labelId}>
            {label}
          </span>
          <span className="stack-hint">{imageUrl ? t('settings.profile.imageHint') : words.none}</span>
        </div>
        <Actions>
          <input
            ref={fileInput}
            hidden
            aria-label={t('settings.profile.chooseImage')}
            type="file"
            name={inputName}
            accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
            disabled={busy}
            onChange={(event) => void pick(event)}
          />
          <Button variant="secondary" size="sm" disabled={busy && action.busy !== 'image'} busy={action.busy === 'image'} busyLabel={t('settings.profile.savingImage')} onClick={() => fileInput.current?.click()}>
            {t(imageUrl ? 'settings.profile.changeImage' : 'settings.profile.chooseImage')}
          </Button>
          {imageUrl ? (
            <Button variant="ghost" size="sm" disabled={busy && action.busy !== 'removeImage'} busy={action.busy === 'removeImage'} busyLabel={t('settings.profile.removingImage')} onClick={() => void remove()}>
              {t('settings.profile.removeImage')}
            </Button>
          ) : null}
          {status}
        </Actions>
      </div>
    </div>
  );
}
