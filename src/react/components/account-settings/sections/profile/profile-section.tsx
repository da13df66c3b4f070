// The "profile" section of account settings: the display name and the profile image. A picked image is
// downscaled in a canvas and saved as a data: URL (the API accepts base64 images from clients, §5.9).

import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { KnownErrors } from '../../../../../protocol/errors';
import { StackHttpError } from '../../../../../core/http/errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { FieldForm } from '../../../shared/field-form';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';

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

function describeFailure(failure: unknown, t: Translate): string | null {
  if (failure instanceof UnreadableImageError) return t('settings.profile.imageUnreadable');
  if (failure instanceof StackHttpError && failure.status === 400 && failure.body.includes('Invalid profile image URL')) {
    return t('settings.profile.imageRejected');
  }
  if (failure instanceof KnownErrors.SchemaError && failure.message.includes('display_name')) return t('settings.profile.nameTooLong');
  return null;
}

export function ProfileSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction((failure) => describeFailure(failure, t));
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const busy = action.busy !== null;

  // Another tab or the server changed the name: show it unless the person is typing a new one.
  const savedName = user.displayName ?? '';
  const lastSaved = useRef(savedName);
  useEffect(() => {
    if (displayName === lastSaved.current) setDisplayName(savedName);
    lastSaved.current = savedName;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedName]);

  async function saveName(): Promise<void> {
    setNotice(null);
    const value = displayName.trim();
    if (await action.run('name', () => user.update({ displayName: value === '' ? null : value }))) {
      lastSaved.current = value;
      setDisplayName(value);
      setNotice(t('settings.profile.saved'));
    }
  }

  async function pickImage(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.currentTarget.files?.[0];
    // Cleared so that picking the same file again fires change again.
    event.currentTarget.value = '';
    if (!file) return;
    setNotice(null);
    if (await action.run('image', async () => user.update({ profileImageUrl: await fileToDataUrl(file) }))) {
      setNotice(t('settings.profile.imageSaved'));
    }
  }

  async function removeImage(): Promise<void> {
    setNotice(null);
    if (await action.run('removeImage', () => user.update({ profileImageUrl: null }))) setNotice(t('settings.profile.imageRemoved'));
  }

  return (
    <Section id="profile" title={t('settings.profile.title')} description={t('settings.profile.description')} error={action.error} notice={notice}>
      <FieldForm
        field={{
          label: t('settings.profile.displayName'),
          type: 'text',
          name: 'displayName',
          autoComplete: 'name',
          value: displayName,
          onChange: (value) => {
            setDisplayName(value);
            setNotice(null);
          },
        }}
        busy={action.busy}
        action="name"
        submit={t('settings.profile.save')}
        submitting={t('settings.profile.saving')}
        onSubmit={() => void saveName()}
      />
      <div className="stack-profile-image" data-profile-image={user.profileImageUrl ? 'set' : 'none'}>
        <span className="stack-label">{t('settings.profile.image')}</span>
        {user.profileImageUrl ? (
          <img className="stack-profile-image-preview" src={user.profileImageUrl} alt={t('settings.profile.imageAlt')} width={64} height={64} />
        ) : (
          <p className="stack-settings-description">{t('settings.profile.noImage')}</p>
        )}
        <div className="stack-settings-actions">
          <input
            ref={fileInput}
            id={fileId}
            hidden
            aria-label={t('settings.profile.chooseImage')}
            type="file"
            name="profileImage"
            accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
            disabled={busy}
            onChange={(event) => void pickImage(event)}
          />
          <button type="button" className="stack-button stack-button-secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
            {action.busy === 'image' ? t('settings.profile.savingImage') : t('settings.profile.chooseImage')}
          </button>
          {user.profileImageUrl ? (
            <button type="button" className="stack-button stack-button-danger" disabled={busy} onClick={() => void removeImage()}>
              {action.busy === 'removeImage' ? t('settings.profile.removingImage') : t('settings.profile.removeImage')}
            </button>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
