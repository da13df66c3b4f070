// The "profile" section of account settings: the display name and the profile image.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { FieldForm } from '../../../shared/field-form';
import { describeImageFailure, ProfileImagePicker } from '../../profile-image';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';

function describeFailure(failure: unknown, t: Translate): string | null {
  const image = describeImageFailure(failure, t);
  if (image !== null) return image;
  if (failure instanceof KnownErrors.SchemaError && failure.message.includes('display_name')) return t('settings.profile.nameTooLong');
  return null;
}

export function ProfileSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction((failure) => describeFailure(failure, t));
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [notice, setNotice] = useState<string | null>(null);

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
      <ProfileImagePicker
        imageUrl={user.profileImageUrl}
        label={t('settings.profile.image')}
        alt={t('settings.profile.imageAlt')}
        inputName="profileImage"
        action={action}
        save={(profileImageUrl) => user.update({ profileImageUrl })}
        onNotice={setNotice}
      />
    </Section>
  );
}
