// A new account's optional e-mails start off: people opt in to marketing. The API's categories default to on
// (Stack Auth's Marketing has default_enabled: true) and only a per-user choice changes that, so the sign-up
// card writes that choice once, right after the account exists.
import type { StackClientAppApi } from '../../../core/internal';

/** Turns off every category the person may turn off (Marketing); a failure leaves the API's default. */
export async function turnOffOptionalEmails(app: StackClientAppApi): Promise<void> {
  const user = await app.getUser();
  if (!user) return;
  const categories = await user.listNotificationCategories();
  await Promise.all(categories.filter((category) => category.canDisable && category.enabled).map((category) => category.setEnabled(false)));
}
