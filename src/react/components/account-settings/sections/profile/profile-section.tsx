// The "profile" section of account settings: the profile image (a 64 px avatar with upload and remove)
// and the display name, each with its "Saved" note beside the button that saved it.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../../../protocol/errors/client';
import type { FailureWords } from '../../../../errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { personAvatarName } from '../../../../ui/avatar';
import { SavedNote } from '../../../../ui/feedback';
import { FieldForm } from '../../../shared/field-form';
import { describeImageFailure, ProfileImagePicker } from '../../profile-image';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { fieldError, useSectionAction } from '../../../../shared/use-action';
import { useWrite, writeIdentity } from '../../../shared/use-write';

function describeProfileFailure(failure: unknown, t: Translate): string | FailureWords | null {
  const image = describeImageFailure(failure, t);
  if (image !== null) return image;
  if (failure instanceof KnownErrors.SchemaError && failure.message.includes('display_name')) return { message: t('settings.profile.nameTooLong'), field: 'displayName' };
  return null;
}

/** A "Saved" note that replays on every save: `key` changes with the count. */
function savedNote(count: number, text: string | null): ReactNode {
  return count > 0 && text ? <SavedNote key={count}>{text}</SavedNote> : null;
}

export function ProfileSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction((failure) => describeProfileFailure(failure, t));
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [nameSaved, setNameSaved] = useState(0);
  const [image, setImage] = useState<{ count: number; text: string | null }>({ count: 0, text: null });
  const write = useWrite();

  // Another tab or the server changed the name: show it unless the person is typing a new one. Compared with
  // the field as it is when the update applies, not as this render saw it: on a loaded machine the first
  // render's effect can run after the person's first keystrokes, and must not take them back.
  const savedName = user.displayName ?? '';
  const lastSaved = useRef(savedName);
  useEffect(() => {
    const previous = lastSaved.current;
    if (savedName === previous) return;
    lastSaved.current = savedName;
    setDisplayName((typed) => (typed === previous ? savedName : typed));
  }, [savedName]);

  async function saveName(): Promise<void> {
    setNameSaved(0);
    const value = displayName.trim();
    const save = () => user.update({ displayName: value === '' ? null : value });
    // A PATCH repeats harmlessly: after a lost answer, sending it again is how the save is confirmed.
    const saved = () => write.run<true>({ identity: writeIdentity(value), send: async () => (await save(), true), find: async () => (await save(), true) });
    if (await action.run('name', saved)) {
      lastSaved.current = value;
      setDisplayName(value);
      setNameSaved((count) => count + 1);
    }
  }

  const nameError = fieldError(action, 'displayName', ['name']);
  return (
    <Section id="profile" title={t('settings.profile.title')} description={t('settings.profile.description')} error={nameError ? null : action.error}>
      <ProfileImagePicker
        imageUrl={user.profileImageUrl}
        label={t('settings.profile.image')}
        alt={t('settings.profile.imageAlt')}
        name={personAvatarName(user)}
        id={user.id}
        inputName="profileImage"
        action={action}
        save={(profileImageUrl) => user.update({ profileImageUrl })}
        onNotice={(text) => setImage((last) => ({ count: text === null ? last.count : last.count + 1, text }))}
        status={savedNote(image.count, image.text)}
      />
      <FieldForm
        className="stack-settings-form"
        field={{
          label: t('settings.profile.displayName'),
          type: 'text',
          name: 'displayName',
          autoComplete: 'name',
          value: displayName,
          error: nameError,
          onChange: (value) => {
            setDisplayName(value);
            setNameSaved(0);
          },
        }}
        busy={action.busy}
        action="name"
        submit={t('settings.profile.save')}
        submitting={t('settings.profile.saving')}
        onSubmit={() => void saveName()}
        status={savedNote(nameSaved, t('settings.profile.saved'))}
      />
    </Section>
  );
}
