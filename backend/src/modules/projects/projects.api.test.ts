import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED_STATUS_TRANSITIONS, CREATION_STATUS_MESSAGE, PROJECT_MESSAGES, PROJECT_STATUSES, statusTransitionMessage, type ProjectStatus,
} from '#shared/schemas/project-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'CardioPatch ECG Wearable',
  description: 'A 7-day single-lead ECG patch with on-device arrhythmia detection.',
  budget: '$150,000',
  timeline: '9 months',
  stage: 'prototype',
  requirements: 'ISO 13485 contract manufacturer.',
  tags: ['Wearable', 'PCB Design'],
  ...overrides,
});

describe('projects API', () => {
  let server: TestServer;
  let owner: TestAccount;
  let other: TestAccount;
  const anonymous = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUp(server);
    other = await signUp(server, 'manufacturer');
    // These two create many active projects; the plan limits have tests of their own below.
    await server.knex('users').whereIn('id', [owner.user.id, other.user.id]).update({ subscriptionPlan: 'pro' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Creates a project for `account` (draft unless said otherwise) and returns it. */
  async function create(account: TestAccount, overrides: Record<string, unknown> = {}) {
    const response = await account.client.post('/api/projects', project(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  }
  /** Puts a project straight into a status, bypassing the rules (test set-up only). */
  const forceStatus = (id: number, status: ProjectStatus) => server.knex('projects').where({ id }).update({ status });

  describe('create', () => {
    it('creates a draft by default with the fields given, tags trimmed and blanks dropped', async () => {
      const response = await owner.client.post('/api/projects', project({ tags: ['  IoT ', '', '   ', 'Robotics'], budget: '  ' }));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        userId: owner.user.id, name: 'CardioPatch ECG Wearable', status: 'draft', stage: 'prototype', budget: null, timeline: '9 months',
        tags: ['IoT', 'Robotics'], connectionCount: 0,
      });
      expect(response.body.owner).toMatchObject({ id: owner.user.id });
      expect(response.body.owner.email).toBeUndefined();
    });

    it('applies the spec messages', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: 'ab' }, 'name', 'Project name must be at least 3 characters'],
        [{ name: '   a   ' }, 'name', 'Project name must be at least 3 characters'],
        [{ name: undefined }, 'name', 'Project name must be at least 3 characters'],
        [{ name: 'x'.repeat(101) }, 'name', 'Project name must be less than 100 characters'],
        [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
        [{ tags: ['IoT', 'iot '] }, 'tags', 'This tag has already been added.'],
        [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags', 'You can add at most 20 tags.'],
        [{ tags: ['x'.repeat(31)] }, 'tags.0', 'Tags must be at most 30 characters.'],
        [{ stage: 'launch' }, 'stage', 'Please choose a valid stage'],
        [{ status: 'archived' }, 'status', 'Unknown project status'],
      ];
      for (const [override, field, message] of cases) {
        const response = await owner.client.post('/api/projects', project(override));
        expect(response.status, JSON.stringify(override)).toBe(400);
        expect(response.body.errors[field], JSON.stringify(override)).toBe(message);
      }
    });

    it.each(['completed', 'cancelled'])('refuses to create a project as %s (409)', async (status) => {
      const response = await owner.client.post('/api/projects', project({ status }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: CREATION_STATUS_MESSAGE });
    });

    it('can create an active project', async () => {
      const created = await create(other, { status: 'active' });
      expect(created.status).toBe('active');
    });
  });

  describe('list, read and edit', () => {
    it('lists only the own projects, drafts included, most recently updated first', async () => {
      const account = await signUp(server);
      const first = await create(account, { name: 'First project' });
      const second = await create(account, { name: 'Second project', status: 'active' });
      await create(other, { name: 'Not mine', status: 'active' });
      await account.client.patch(`/api/projects/${first.id}`, { budget: '$5' });
      const list = await account.client.get('/api/projects/user');
      expect(list.status).toBe(200);
      expect(list.body.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
      expect(list.body[0]).toMatchObject({ budget: '$5', connectionCount: 0 });
      // Someone else's list never shows this account's draft.
      const theirs = await other.client.get('/api/projects/user');
      expect(theirs.body.some((p: { id: number }) => p.id === first.id)).toBe(false);
    });

    it('edits fields in place with the same validation; blank clears an optional field', async () => {
      const created = await create(owner);
      const edited = await owner.client.patch(`/api/projects/${created.id}`, {
        name: '  CardioPatch v2  ', description: 'A smaller, cheaper patch with a 14-day battery.', budget: '', stage: null, tags: ['Medical Devices'],
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'CardioPatch v2', budget: null, stage: null, tags: ['Medical Devices'], timeline: '9 months', status: 'draft' });
      expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

      const invalid = await owner.client.patch(`/api/projects/${created.id}`, { name: 'ab' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ name: 'Project name must be at least 3 characters' });
      const empty = await owner.client.patch(`/api/projects/${created.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Nothing to update');
      // Editing and activating in one request.
      const both = await owner.client.patch(`/api/projects/${created.id}`, { timeline: '6 months', status: 'active' });
      expect(both.body).toMatchObject({ timeline: '6 months', status: 'active' });
    });

    it('answers 404 with the spec message for unknown and malformed ids', async () => {
      for (const path of ['/api/projects/999999', '/api/projects/abc', '/api/projects/0', '/api/connections/project/nope']) {
        const response = await owner.client.get(path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toEqual({ message: PROJECT_MESSAGES.notFound });
      }
    });

    it('hides the active projects of a deactivated account', async () => {
      const leaving = await signUp(server);
      const created = await create(leaving, { status: 'active' });
      expect((await other.client.get(`/api/projects/${created.id}`)).status).toBe(200);
      await leaving.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
      expect((await other.client.get(`/api/projects/${created.id}`)).status).toBe(404);
    });
  });

  describe('who may do what', () => {
    type Who = 'owner' | 'other' | 'anonymous';
    type Route = 'GET' | 'PATCH' | 'DELETE' | 'GET connections';
    const call = (client: TestClient, route: Route, id: number) => {
      switch (route) {
        case 'GET': return client.get(`/api/projects/${id}`);
        case 'PATCH': return client.patch(`/api/projects/${id}`, { name: 'Renamed project' });
        case 'DELETE': return client.delete(`/api/projects/${id}`);
        case 'GET connections': return client.get(`/api/connections/project/${id}`);
      }
    };
    const unauthorized = { status: 401, body: { message: 'Authentication required' } };
    const hidden = { status: 404, body: { message: PROJECT_MESSAGES.notFound } };
    const ownerOnly = { status: 403, body: { message: PROJECT_MESSAGES.ownerOnly } };
    const expected: Record<'draft' | 'active', Record<Who, Record<Route, { status: number; body?: unknown }>>> = {
      draft: {
        owner: { 'GET': { status: 200 }, 'PATCH': { status: 200 }, 'DELETE': { status: 204 }, 'GET connections': { status: 200 } },
        other: { 'GET': hidden, 'PATCH': hidden, 'DELETE': hidden, 'GET connections': hidden },
        anonymous: { 'GET': unauthorized, 'PATCH': unauthorized, 'DELETE': unauthorized, 'GET connections': unauthorized },
      },
      active: {
        owner: { 'GET': { status: 200 }, 'PATCH': { status: 200 }, 'DELETE': { status: 204 }, 'GET connections': { status: 200 } },
        other: {
          'GET': { status: 200 }, 'PATCH': ownerOnly, 'DELETE': ownerOnly,
          'GET connections': { status: 403, body: { message: PROJECT_MESSAGES.ownerOnlyConnections } },
        },
        anonymous: { 'GET': unauthorized, 'PATCH': unauthorized, 'DELETE': unauthorized, 'GET connections': unauthorized },
      },
    };
    const rows = (['draft', 'active'] as const).flatMap((projectStatus) =>
      (['owner', 'other', 'anonymous'] as const).flatMap((who) =>
        (['GET', 'PATCH', 'DELETE', 'GET connections'] as const).map((route) => ({
          projectStatus, who, route, code: expected[projectStatus][who][route].status, body: expected[projectStatus][who][route].body,
        })),
      ),
    );

    it.each(rows)('$who: $route on a $projectStatus project -> $code', async ({ projectStatus, who, route, code, body }) => {
      const created = await create(owner, { status: projectStatus });
      const client = who === 'owner' ? owner.client : who === 'other' ? other.client : anonymous();
      const response = await call(client, route, created.id);
      expect(response.status).toBe(code);
      if (body) expect(response.body).toEqual(body);
      // Whatever was refused left the project untouched.
      const after = await server.knex('projects').where({ id: created.id }).first();
      if (code >= 400) expect(after).toMatchObject({ name: created.name, status: projectStatus });
      if (route === 'DELETE' && code === 204) expect(after).toBeUndefined();
    });

    it('shows another user the owner public profile on an active project, never an email', async () => {
      const created = await create(owner, { status: 'active' });
      const response = await other.client.get(`/api/projects/${created.id}`);
      expect(response.body.owner).toMatchObject({ id: owner.user.id, fullName: owner.user.fullName });
      expect(response.text).not.toContain(owner.email);
    });
  });

  describe('status machine', () => {
    const pairs = PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.filter((to) => to !== from).map((to) => ({ from, to, allowed: ALLOWED_STATUS_TRANSITIONS[from].includes(to) })));

    it('allows exactly draft->active and active->completed|cancelled|draft', () => {
      expect(pairs.filter((p) => p.allowed).map((p) => `${p.from}->${p.to}`).sort()).toEqual(['active->cancelled', 'active->completed', 'active->draft', 'draft->active']);
    });

    it.each(pairs)('$from -> $to (allowed: $allowed)', async ({ from, to, allowed }) => {
      const created = await create(other);
      await forceStatus(created.id, from);
      const response = await other.client.patch(`/api/projects/${created.id}`, { status: to });
      if (allowed) {
        expect(response.status).toBe(200);
        expect(response.body.status).toBe(to);
      } else {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: statusTransitionMessage(from, to) });
        expect((await server.knex('projects').where({ id: created.id }).first()).status).toBe(from);
      }
    });

    it('names the allowed moves in the 409 message', () => {
      expect(statusTransitionMessage('draft', 'completed')).toBe('Cannot move this project from Draft to Completed. From Draft it can only move to Active.');
      expect(statusTransitionMessage('completed', 'active')).toBe('Cannot move this project from Completed to Active. Completed projects cannot change status.');
    });

    it('accepts the current status as no move', async () => {
      const created = await create(other);
      const response = await other.client.patch(`/api/projects/${created.id}`, { status: 'draft' });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('draft');
    });
  });

  describe('plan limits', () => {
    const LIMIT_MESSAGE = 'Your Free plan allows 3 active projects. Upgrade your plan to activate more.';

    it('lets a free entrepreneur hold 3 active projects and refuses the 4th, created or activated', async () => {
      const founder = await signUp(server);
      for (let i = 0; i < 3; i++) await create(founder, { name: `Active ${i}`, status: 'active' });
      const fourth = await founder.client.post('/api/projects', project({ status: 'active' }));
      expect(fourth.status).toBe(403);
      expect(fourth.body).toEqual({ message: LIMIT_MESSAGE, upgradeRequired: true });

      const draft = await create(founder, { name: 'A draft is fine' });
      const activate = await founder.client.patch(`/api/projects/${draft.id}`, { status: 'active' });
      expect(activate.status).toBe(403);
      expect(activate.body).toEqual({ message: LIMIT_MESSAGE, upgradeRequired: true });
      expect((await server.knex('projects').where({ userId: founder.user.id, status: 'active' })).length).toBe(3);

      // Completing one frees a slot.
      const [one] = (await founder.client.get('/api/projects/user')).body.filter((p: { status: string }) => p.status === 'active');
      expect((await founder.client.patch(`/api/projects/${one.id}`, { status: 'completed' })).status).toBe(200);
      expect((await founder.client.patch(`/api/projects/${draft.id}`, { status: 'active' })).status).toBe(200);
    });

    it('refuses concurrent activations past the limit (checked inside the transaction)', async () => {
      const founder = await signUp(server);
      await create(founder, { name: 'Active 1', status: 'active' });
      await create(founder, { name: 'Active 2', status: 'active' });
      const results = await Promise.all(Array.from({ length: 4 }, (_, i) => founder.client.post('/api/projects', project({ name: `Race ${i}`, status: 'active' }))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
      expect((await server.knex('projects').where({ userId: founder.user.id, status: 'active' })).length).toBe(3);
    });

    it('lets a pro user have more, and a basic user up to 10', async () => {
      const pro = await signUp(server);
      await server.knex('users').where({ id: pro.user.id }).update({ subscriptionPlan: 'pro' });
      for (let i = 0; i < 5; i++) await create(pro, { name: `Pro ${i}`, status: 'active' });
      expect((await pro.client.get('/api/projects/user')).body.filter((p: { status: string }) => p.status === 'active')).toHaveLength(5);

      const basic = await signUp(server);
      await server.knex('users').where({ id: basic.user.id }).update({ subscriptionPlan: 'basic' });
      for (let i = 0; i < 10; i++) await create(basic, { name: `Basic ${i}`, status: 'active' });
      const eleventh = await basic.client.post('/api/projects', project({ status: 'active' }));
      expect(eleventh.status).toBe(403);
      expect(eleventh.body.message).toBe('Your Basic plan allows 10 active projects. Upgrade your plan to activate more.');
    });
  });

  describe('connections of a project', () => {
    it('lists the connections filed under the project with both sides\' public profiles, for the owner only', async () => {
      const founder = await signUp(server);
      const partner = await signUp(server, 'supplier');
      const stranger = await signUp(server, 'designer');
      const created = await create(founder, { status: 'active' });
      const now = new Date();
      const insert = (row: Record<string, unknown>) => server.knex('connections').insert({ message: 'Hello', createdAt: now, updatedAt: now, ...row });
      await insert({ requesterId: founder.user.id, recipientId: partner.user.id, projectId: created.id, status: 'accepted' });
      await insert({ requesterId: stranger.user.id, recipientId: founder.user.id, projectId: created.id, status: 'pending', createdAt: new Date(now.getTime() + 1000) });
      // Not about this project, or not involving the owner: never listed.
      await insert({ requesterId: founder.user.id, recipientId: stranger.user.id, projectId: null, status: 'accepted' });
      await insert({ requesterId: partner.user.id, recipientId: stranger.user.id, projectId: created.id, status: 'accepted' });

      const response = await founder.client.get(`/api/connections/project/${created.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(2);
      expect(response.body[0]).toMatchObject({ requesterId: stranger.user.id, status: 'pending', requester: { id: stranger.user.id, role: 'designer' }, recipient: { id: founder.user.id } });
      expect(response.body[1]).toMatchObject({ requesterId: founder.user.id, status: 'accepted', recipient: { id: partner.user.id, role: 'supplier' } });
      for (const email of [founder.email, partner.email, stranger.email]) expect(response.text).not.toContain(email);

      expect((await founder.client.get(`/api/projects/${created.id}`)).body.connectionCount).toBe(2);
      expect((await partner.client.get(`/api/connections/project/${created.id}`)).status).toBe(403);

      // Deleting the project keeps the connections, without a project.
      expect((await founder.client.delete(`/api/projects/${created.id}`)).status).toBe(204);
      const left = await server.knex('connections').where({ requesterId: founder.user.id });
      expect(left.every((c: { projectId: unknown }) => c.projectId === null)).toBe(true);
    });
  });
});
