// Type-level test (checked by tsc): React 19 JSX, Vue GlobalComponents and Svelte's SvelteHTMLElements
// know the elements, their attributes and their events.
import type { ReactNode } from 'react';
import type { SvelteHTMLElements } from 'svelte/elements';
import { expectTypeOf } from 'vitest';
import type { GlobalComponents } from 'vue';
import type * as Generated from '../../widget/types/stack-elements';

export function ReactUse(): ReactNode {
  return (
    <>
      <stack-sign-in
        project-id="p"
        allow-guest
        theme="dark"
        onstack-signed-in={(event) => expectTypeOf(event.detail).toEqualTypeOf<Generated.StackEventDetail>()}
      />
      <stack-team-switcher hide-no-team onstack-team-changed={(event) => expectTypeOf(event.detail.team).toEqualTypeOf<Generated.Team | null>()} />
      {/* @ts-expect-error: theme takes light, dark, system or auto. */}
      <stack-user-button theme="blue" />
      <stack-project-admin page="users" onstack-key-created={(event) => expectTypeOf(event.detail.keyId).toEqualTypeOf<string>()} />
    </>
  );
}

type SvelteSignIn = SvelteHTMLElements['stack-sign-in'];
expectTypeOf<SvelteSignIn['project-id']>().toEqualTypeOf<string | undefined>();
expectTypeOf<Parameters<NonNullable<SvelteSignIn['onstack-signed-in']>>[0]>().toEqualTypeOf<CustomEvent<Generated.StackEventDetail>>();
expectTypeOf<Parameters<NonNullable<SvelteHTMLElements['stack-team-switcher']['on:stack-team-changed']>>[0]>().toEqualTypeOf<CustomEvent<Generated.StackTeamEventDetail>>();

type VueSignIn = InstanceType<GlobalComponents['stack-sign-in']>['$props'];
expectTypeOf<VueSignIn['allowGuest']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<VueSignIn['projectId']>().toEqualTypeOf<string | undefined>();
expectTypeOf<Parameters<NonNullable<VueSignIn['onStackSignedIn']>>[0]>().toEqualTypeOf<CustomEvent<Generated.StackEventDetail>>();
