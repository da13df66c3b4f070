// The "notifications" section of account settings: one switch per e-mail category; a category the
// user cannot turn off (Transactional) is shown locked with a short note.
import { useState, type ReactNode } from 'react';
import type { NotificationCategory } from '../../../../../core/apps/user/notifications';
import { useTranslation } from '../../../../hooks';
import type { MessageKey, Translate } from '../../../../i18n';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';
import { useSectionAction } from '../../use-action';

/** The fixed categories of PROTOCOL.md §5.22 have names in the string table; others keep the server's name. */
const CATEGORY_NAMES: Readonly<Record<string, MessageKey>> = {
  '7bb82d33-2f54-4a3d-9d23-82739e0d66ef': 'settings.notifications.transactional',
  '4f6f8873-3d04-46bd-8bef-18338b1a1b4c': 'settings.notifications.marketing',
};

function categoryName(category: NotificationCategory, t: Translate): string {
  const key = CATEGORY_NAMES[category.id];
  return key ? t(key) : category.name;
}

export function NotificationsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const categories = useCached(user.notificationCategoriesCache());
  const action = useSectionAction();
  const [notice, setNotice] = useState<string | null>(null);
  // The box shows the choice at once while it is saved; a failure puts the stored value back.
  const [pending, setPending] = useState<{ id: string; enabled: boolean } | null>(null);

  async function toggle(category: NotificationCategory, enabled: boolean): Promise<void> {
    if (action.busy !== null) return;
    setNotice(null);
    setPending({ id: category.id, enabled });
    const ok = await action.run(`set:${category.id}`, () => category.setEnabled(enabled));
    setPending(null);
    if (ok) setNotice(t('settings.notifications.saved'));
  }

  return (
    <Section
      id="notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      error={action.error}
      notice={action.busy !== null ? t('settings.notifications.saving') : notice}
    >
      <Loaded state={categories} failedText={t('settings.notifications.loadFailed')}>
        {(value) => (
          <ul className="stack-settings-list">
            {value.map((category) => {
              // A locked category that is somehow off may still be turned back on.
              const locked = !category.canDisable && category.enabled;
              const noteId = `stack-notification-note-${category.id}`;
              return (
                <li key={category.id} className="stack-settings-item" data-category-id={category.id} data-locked={locked ? 'true' : undefined}>
                  <label className="stack-checkbox">
                    <input
                      type="checkbox"
                      checked={pending?.id === category.id ? pending.enabled : category.enabled}
                      disabled={locked || action.busy !== null}
                      aria-describedby={locked ? noteId : undefined}
                      onChange={(event) => void toggle(category, event.currentTarget.checked)}
                    />{' '}
                    {categoryName(category, t)}
                  </label>
                  {locked ? (
                    <p className="stack-hint" id={noteId}>
                      {t('settings.notifications.locked')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}
