// Type-level test (checked by `npx tsc --noEmit -p tsconfig.json`): the generated typings give the
// elements and the events their real types, and the standalone detail types equal the code's.
import { expectTypeOf } from 'vitest';
import type { ConsoleEventDetail } from '../../widget/admin/events';
import type { StackEventDetail, StackTeamEventDetail } from '../../widget/events';
import type * as Generated from '../../widget/types/stack-elements';

// The standalone copies in widget/types are the code's types (a drift in PublicUser or Team fails here).
expectTypeOf<Generated.StackEventDetail>().toEqualTypeOf<StackEventDetail>();
expectTypeOf<Generated.StackTeamEventDetail>().toEqualTypeOf<StackTeamEventDetail>();
expectTypeOf<Generated.ProjectCreatedDetail>().toEqualTypeOf<ConsoleEventDetail<'project-created'>>();
expectTypeOf<Generated.ProjectChangedDetail>().toEqualTypeOf<ConsoleEventDetail<'project-changed'>>();
expectTypeOf<Generated.KeyCreatedDetail>().toEqualTypeOf<ConsoleEventDetail<'key-created'>>();

// HTMLElementTagNameMap: querySelector and createElement know our elements and their properties.
const signIn = document.querySelector('stack-sign-in');
expectTypeOf(signIn).toEqualTypeOf<Generated.StackSignInElement | null>();
expectTypeOf(document.createElement('stack-team-switcher').hideNoTeam).toEqualTypeOf<boolean>();
expectTypeOf(document.createElement('stack-sign-in').projectId).toEqualTypeOf<string | null>();
expectTypeOf(document.createElement('stack-project-admin').page).toEqualTypeOf<string | null>();
// @ts-expect-error: <stack-user-button> has no allow-guest.
void document.createElement('stack-user-button').allowGuest;

// GlobalEventHandlersEventMap: listeners on an element, document and window get the detail types.
signIn?.addEventListener('stack-signed-in', (event) => {
  expectTypeOf(event.detail).toEqualTypeOf<Generated.StackEventDetail>();
  expectTypeOf(event.detail.user?.primaryEmail).toEqualTypeOf<string | null | undefined>();
});
document.addEventListener('stack-team-changed', (event) => {
  expectTypeOf(event.detail.team).toEqualTypeOf<Generated.Team | null>();
});
window.addEventListener('stack-project-changed', (event) => {
  expectTypeOf(event.detail.reason).toEqualTypeOf<'opened' | 'updated' | 'deleted'>();
});
