// The list of users: a search box (name, e-mail or id), a table newest first with "Load more", the empty
// and no-match states, and the "Create user" dialog. A user's name opens their page.
import { useState, type ReactNode } from 'react';
import type { ServerUser } from '../../../core/internal';
import { Avatar, Badge, personAvatarName, Button, EmptyState, iconProps, Plus, Skeleton, TextField, Users } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { EmailBadge } from './email-badge';
import { CreateUserDialog } from './create-user-dialog';
import { formatDate, formatDateTime, userLabel } from './format';
import { useUserList } from './use-user-list';

function UserRow({ user, onOpen }: { user: ServerUser; onOpen(): void }): ReactNode {
  const t = useConsoleT();
  const label = userLabel(user);
  return (
    <tr data-user-id={user.id}>
      <td>
        <div className="stack-users-person">
          <Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} size={32} />
          <div className="stack-users-person-text">
            <button type="button" className="stack-users-open" onClick={onOpen}>
              {user.displayName || <span className="stack-users-muted">{t('users.noName')}</span>}
            </button>
            <span className="stack-users-email">
              <span className="stack-users-email-text">{user.primaryEmail ?? t('users.noEmail')}</span>
              <EmailBadge user={user} t={t} />
              {user.isAnonymous ? <Badge tone="neutral">{t('users.anonymous')}</Badge> : null}
              {user.restrictedByAdmin ? <Badge tone="danger">{t('users.restricted')}</Badge> : null}
            </span>
            <span className="stack-users-inline-date">{t('users.signedUpOn', { date: formatDate(user.signedUpAt) })}</span>
          </div>
        </div>
      </td>
      <td className="stack-users-date">
        <time dateTime={user.signedUpAt.toISOString()} title={formatDateTime(user.signedUpAt)}>
          {formatDate(user.signedUpAt)}
        </time>
      </td>
      <td className="stack-users-date stack-users-last-active">
        <time dateTime={user.lastActiveAt.toISOString()}>{formatDateTime(user.lastActiveAt)}</time>
      </td>
    </tr>
  );
}

export function UserList(): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate } = useConsole();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useUserList(adminApp, query);
  const { state } = list;

  let body: ReactNode;
  if (state.status === 'loading') body = <Skeleton lines={4} height={56} label={t('console.loading')} />;
  else if (state.status === 'error') body = <ConsoleFailure error={state.error} retry={list.reload} />;
  else if (state.users.length === 0 && state.query === '') {
    body = (
      <EmptyState
        icon={<Users {...iconProps} size={20} />}
        action={
          <Button icon={<Plus {...iconProps} />} onClick={() => setCreating(true)}>
            {t('users.create')}
          </Button>
        }
      >
        {t('users.empty')}
      </EmptyState>
    );
  } else if (state.users.length === 0) {
    body = (
      <EmptyState
        icon={<Users {...iconProps} size={20} />}
        action={
          <Button variant="secondary" onClick={() => setQuery('')}>
            {t('users.clearSearch')}
          </Button>
        }
      >
        <span data-state="no-match">{t('users.noMatch', { query: state.query })}</span>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="stack-users-table-frame">
          <table className="stack-users-table">
            <caption className="stack-visually-hidden">{t('users.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.column.user')}</th>
                <th scope="col" className="stack-users-date">
                  {t('users.column.signedUp')}
                </th>
                <th scope="col" className="stack-users-date stack-users-last-active">
                  {t('users.column.lastActive')}
                </th>
              </tr>
            </thead>
            <tbody>
              {state.users.map((user) => (
                <UserRow key={user.id} user={user} onOpen={() => navigate('users', user.id)} />
              ))}
            </tbody>
          </table>
        </div>
        {typeof state.more === 'object' ? <ConsoleFailure error={state.more.error} retry={list.loadMore} /> : null}
        {state.nextCursor !== null && typeof state.more !== 'object' ? (
          <div className="stack-users-more">
            <Button variant="secondary" busy={state.more === 'loading'} busyLabel={t('users.loadingMore')} onClick={list.loadMore}>
              {t('users.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <ConsoleSection
      id="users"
      title={t('users.title')}
      description={t('users.description')}
      action={
        <Button icon={<Plus {...iconProps} />} onClick={() => setCreating(true)}>
          {t('users.create')}
        </Button>
      }
    >
      <div className="stack-users-search" role="search">
        <TextField
          label={t('users.search')}
          hideLabel
          type="search"
          name="query"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('users.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
        />
      </div>
      <div className="stack-users-results" aria-busy={(state.status === 'ready' && state.query !== query.trim()) || undefined}>
        {body}
      </div>
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          navigate('users', user.id);
        }}
      />
    </ConsoleSection>
  );
}
