// The console's addresses (src/console/hash-route.ts): what a fragment names, and back.
import { describe, expect, it } from 'vitest';
import { hashOfPlace, placeFromHash } from '../../../src/console/hash-route';

describe('console hash routes', () => {
  it('reads the list, a project, a page and what it shows (a param keeps its slashes)', () => {
    expect(placeFromHash('#/projects')).toEqual({ projectId: null, location: { page: 'overview' } });
    expect(placeFromHash('#/projects/p1')).toEqual({ projectId: 'p1', location: { page: 'overview' } });
    expect(placeFromHash('#/projects/p1/users/u%2F1')).toEqual({ projectId: 'p1', location: { page: 'users', param: 'u/1' } });
    expect(placeFromHash('#/projects/p1/emails/theme/t1')).toEqual({ projectId: 'p1', location: { page: 'emails', param: 'theme/t1' } });
  });

  it('leaves fragments that are not console addresses alone', () => {
    for (const hash of ['', '#', '#top', '#/projectsX', '#/users/u1', '#/projects/%E0%A4%A']) expect(placeFromHash(hash)).toBeNull();
  });

  it('writes what it reads', () => {
    const places = [
      { projectId: null, location: { page: 'overview' } },
      { projectId: 'p 1', location: { page: 'teams', param: 't#1' } },
      { projectId: 'p1', location: { page: 'emails', param: 'template/x' } },
    ];
    for (const place of places) expect(placeFromHash(hashOfPlace(place))).toEqual(place);
  });
});
