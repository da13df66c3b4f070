// The "notifications" section of account settings: one switch per e-mail category with what it sends; a
// category the user cannot turn off (Transactional) is locked on with a short note.
import { useState, type ReactNode } from 'react';
import type { NotificationCategory } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import type { MessageKey, Translate } from '../../../../i18n';
import { SavedNote } from '../../../../ui/feedback';
import { Switch } from '../../../../ui/switch';
import { Loaded } from '../../loaded';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';
import { useCached } from '../../../../shared/use-cached';

/** The fixed categories of PROTOCOL.md §5.22 have names and descriptions in the string table; others keep the server's name. */
const CATEGORY_WORDS: Readonly<Record<string, { name: MessageKey; description: MessageKey }>> = {
  '7bb82d33-2f54-4a3d-9d23-82739e0d66ef': { name: 'settings.notifications.transactional', description: 'settings.notifications.transactionalDescription' },
  '4f6f8873-3d04-46bd-8bef-18338b1a1b4c': { name: 'settings.notifications.marketing', description: 'settings.notifications.marketingDescription' },
};

function categoryName(category: NotificationCategory, t: Translate): string {
  const words = CATEGORY_WORDS[category.id];
  return words ? t(words.name) : category.name;
}

export function NotificationsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const categories = useCached(user.notificationCategoriesCache());
  const action = useSectionAction();
  const [saved, setSaved] = useState(0);
  // The switch shows the choice at once while it is saved; a failure puts the stored value back.
  const [pending, setPending] = useState<{ id: string; enabled: boolean } | null>(null);

  async function toggle(category: NotificationCategory, enabled: boolean): Promise<void> {
    if (action.busy !== null) return;
    setSaved(0);
    setPending({ id: category.id, enabled });
    const ok = await action.run(`set:${category.id}`, () => category.setEnabled(enabled));
    setPending(null);
    if (ok) setSaved((count) => count + 1);
  }

  return (
    <Section id="notifications" title={t('settings.notifications.title')} description={t('settings.notifications.description')} error={action.error}>
      <Loaded state={categories} failedText={t('settings.notifications.loadFailed')}>
        {(value) => (
          <ul className="stack-row-group" aria-label={t('settings.notifications.title')}>
            {value.map((category) => {
              // A locked category that is somehow off may still be turned back on.
              const locked = !category.canDisable && category.enabled;
              const words = CATEGORY_WORDS[category.id];
              const description = locked ? t('settings.notifications.locked') : words ? t(words.description) : undefined;
              return (
                <li key={category.id} className="stack-row" part="row" data-category-id={category.id} data-locked={locked ? 'true' : undefined}>
                  <Switch
                    label={categoryName(category, t)}
                    description={description}
                    checked={pending?.id === category.id ? pending.enabled : category.enabled}
                    disabled={locked || (action.busy !== null && pending?.id !== category.id)}
                    busy={pending?.id === category.id}
                    onChange={(enabled) => void toggle(category, enabled)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
      {/* Holds its line before the first save, so the note does not push anything. */}
      <div className="stack-settings-status">{saved > 0 ? <SavedNote key={saved}>{t('settings.notifications.saved')}</SavedNote> : null}</div>
    </Section>
  );
}
