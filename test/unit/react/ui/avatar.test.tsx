// @vitest-environment happy-dom
// The avatar's placeholder: initials of a name, the first letter of an e-mail, else a grey person icon;
// never initials made from a label (issue 32 item 8).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initialsOf, personAvatarName } from '../../../../src/react/ui/avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('initials of a name, one letter of an e-mail address', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('grace.hopper@example.com')).toBe('G');
    expect(initialsOf('e2e-names-1@example.com')).toBe('E');
  });

  it('a nameless person: the e-mail, else nothing (a neutral icon)', () => {
    expect(personAvatarName({ displayName: 'Ada', primaryEmail: 'ada@example.com' })).toBe('Ada');
    expect(personAvatarName({ displayName: '  ', primaryEmail: 'ada@example.com' })).toBe('ada@example.com');
    expect(personAvatarName({ displayName: null, primaryEmail: null })).toBeNull();
  });

  it('no name: a grey person icon without letters or a hue', () => {
    const { container } = render(<Avatar name={null} id="u1" />);
    const avatar = container.querySelector('.stack-avatar')!;
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).not.toBeNull();
    expect(avatar.hasAttribute('data-neutral')).toBe(true);
    expect(avatar.hasAttribute('data-hue')).toBe(false);
  });

  it('a named avatar has initials on a hue, and the label as its accessible name when not decorative', () => {
    const { container } = render(<Avatar name="Ada Lovelace" label="Your profile image" id="u1" decorative={false} />);
    const avatar = container.querySelector('.stack-avatar')!;
    expect(avatar.textContent).toBe('AL');
    expect(avatar.getAttribute('data-hue')).toMatch(/^\d+$/);
    expect(avatar.getAttribute('aria-label')).toBe('Your profile image');
  });
});
