import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerProfile, PartnerSearchResult } from '#shared/schemas/partner-search-schemas.ts';
import { PARTNER_SEARCH_MESSAGES } from '#shared/schemas/partner-search-schemas.ts';
import { SUPPLIER_PROFILE_MESSAGES as M, type CertificationQueueItem, type SupplierProfile } from '#shared/schemas/supplier-profile-schemas.ts';
import { signUp, signUpAdmin, type AdminAccount, type TestAccount } from '../../test-support/accounts.ts';
import { SUPPLIER_PROFILE, submittedCertification, testImage, tusCreation, uploadProfileFile } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { cookieHeader } from '../../test-support/test-sockets.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('supplier profiles API', () => {
  let server: TestServer;
  let maker: TestAccount;
  let buyer: TestAccount;
  let admin: AdminAccount;

  const put = (account: TestAccount, body: unknown) => account.client.request('PUT', '/api/user/supplier-profile', body);
  /** A binary file (a picture) uploaded to the member's profile in one tus creation request. */
  const uploadPicture = async (account: TestAccount) => {
    const bytes = await testImage('png');
    const response = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(bytes.length, { filename: 'bracket.png', context: 'profile' }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(bytes),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return Number(response.headers.get('x-file-id'));
  };
  const search = async (query: string) => {
    const response = await buyer.client.get(`/api/users?${query}`);
    expect(response.status, response.text).toBe(200);
    return (response.body as PartnerSearchResult).items.map((card) => card.id);
  };

  beforeAll(async () => {
    server = await startTestServer();
    maker = await signUp(server, 'manufacturer', { fullName: 'Greta Fischer', companyName: 'Fischer Feinmechanik', location: 'Stuttgart, Germany' });
    buyer = await signUp(server, 'entrepreneur', { fullName: 'Buyer Founder' });
    admin = await signUpAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('the profile fields (GET/PUT /api/user/supplier-profile)', () => {
    it('starts empty and saves every field', async () => {
      const empty = await maker.client.get('/api/user/supplier-profile');
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ capabilities: [], certifications: [], portfolio: [], minOrderQuantity: null, updatedAt: null });
      const saved = await put(maker, SUPPLIER_PROFILE);
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({ ...SUPPLIER_PROFILE, certifications: [], portfolio: [] });
      expect((await maker.client.get('/api/user/supplier-profile')).body).toMatchObject(SUPPLIER_PROFILE);
    });

    it('refuses bad input with the field and its message', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ yearFounded: new Date().getUTCFullYear() + 1 }, 'yearFounded', M.yearFounded],
        [{ companySize: '5000+' }, 'companySize', M.companySize],
        [{ minOrderQuantity: 0 }, 'minOrderQuantity', M.minOrderQuantity],
        [{ prototypeLeadDays: 2.5 }, 'prototypeLeadDays', M.prototypeLeadDays],
        [{ monthlyCapacity: { amount: 10, unit: '' } }, 'monthlyCapacity.unit', M.capacityUnit],
        [{ materials: ['PLA', 'pla'] }, 'materials', M.materialDuplicate],
        [{ languages: ['x'.repeat(41)] }, 'languages.0', M.languageTooLong],
      ];
      for (const [change, field, message] of cases) {
        const response = await put(maker, { ...SUPPLIER_PROFILE, ...change });
        expect(response.status, field).toBe(400);
        expect(response.body.errors?.[field], `${field}: ${response.text}`).toBe(message);
      }
    });

    it('is for manufacturers and suppliers: others get 403, anonymous 401', async () => {
      const refused = await put(buyer, SUPPLIER_PROFILE);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(M.rolesOnly);
      expect((await new TestClient(server.url).request('PUT', '/api/user/supplier-profile', SUPPLIER_PROFILE)).status).toBe(401);
      expect((await buyer.client.post('/api/user/supplier-profile/portfolio', { title: 'Part' })).status).toBe(403);
      // Nor do their uploads go to a profile they cannot have.
      const upload = await buyer.client.request('POST', '/api/files/uploads', undefined, tusCreation(8, { filename: 'part.pdf', context: 'profile' }));
      expect(upload.status).toBe(403);
      expect(upload.body.message).toBe(M.rolesOnly);
    });

    it('limits capabilities by plan as expertise is limited, keeping what a downgrade left', async () => {
      const supplier = await signUp(server, 'supplier');
      const six = ['cnc_machining', 'sheet_metal', 'die_casting', 'Anodizing', 'Powder coating', 'Laser cutting'];
      const refused = await put(supplier, { ...SUPPLIER_PROFILE, capabilities: six });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'Your Free plan allows 5 capabilities. Upgrade your plan to add more.', upgradeRequired: true });
      expect((await put(supplier, { ...SUPPLIER_PROFILE, capabilities: six.slice(0, 5) })).status).toBe(200);
      // Listed on a paid plan, then downgraded: the seven stay and can be edited, but none can be added.
      const seven = [...six, 'Welding'];
      await server.knex('supplierProfiles').where({ userId: supplier.user.id }).update({ capabilities: JSON.stringify(seven) });
      expect((await put(supplier, { ...SUPPLIER_PROFILE, capabilities: seven, equipment: ['Trumpf TruLaser 3030'] })).status).toBe(200);
      expect((await put(supplier, { ...SUPPLIER_PROFILE, capabilities: [...seven, 'Plating'] })).status).toBe(403);
      expect((await put(supplier, { ...SUPPLIER_PROFILE, capabilities: six })).status).toBe(200);
    });
  });

  describe('certifications and their review', () => {
    let certificationId: number;
    let fileId: number;

    it('takes a certification with the member\'s own certificate file, as pending', async () => {
      fileId = await uploadProfileFile(maker.client, 'certificate');
      const response = await maker.client.post('/api/user/supplier-profile/certifications', { certification: 'iso_9001', fileId });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({ certification: 'iso_9001', status: 'pending', reason: null, file: { id: fileId, kind: 'pdf' } });
      certificationId = response.body.id;
    });

    it('refuses a certificate that is not the member\'s, not a certificate upload, or not a PDF or image', async () => {
      const profileFile = await uploadProfileFile(maker.client, 'profile');
      const othersFile = await uploadProfileFile((await signUp(server, 'manufacturer')).client, 'certificate');
      const csv = await uploadProfileFile(maker.client, 'certificate', { name: 'cert.csv', bytes: 'standard,number\nISO 9001,4411\n' });
      for (const [id, message] of [[profileFile, M.certificateFile], [othersFile, M.certificateFile], [csv, M.certificateKind], [999_999, M.certificateFile]] as const) {
        const response = await maker.client.post('/api/user/supplier-profile/certifications', { certification: 'ul', fileId: id });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
      const unknown = await maker.client.post('/api/user/supplier-profile/certifications', { certification: 'iso_27001', fileId });
      expect(unknown.body.errors?.certification).toBe(M.certification);
    });

    it('lets only the owner and admins read the certificate', async () => {
      expect((await maker.client.get(`/api/files/${fileId}`)).status).toBe(200);
      expect((await buyer.client.get(`/api/files/${fileId}`)).status).toBe(404);
      expect((await buyer.client.get(`/api/files/${fileId}/download`)).status).toBe(404);
      expect((await admin.client.get(`/api/files/${fileId}/download`)).status).toBe(200);
    });

    it('shows a pending certification to its owner only, and does not count it as certified', async () => {
      const own = (await maker.client.get(`/api/users/${maker.user.id}`)).body as PartnerProfile;
      expect(own.supplierProfile?.certifications).toMatchObject([{ certification: 'iso_9001', status: 'pending' }]);
      const shown = (await buyer.client.get(`/api/users/${maker.user.id}`)).body as PartnerProfile;
      expect(shown.supplierProfile?.certifications).toEqual([]);
      expect(await search('certification=iso_9001')).toEqual([]);
    });

    it('is reviewed from the admin queue: a rejection needs a reason the member reads', async () => {
      const queue = await admin.client.get('/api/admin/certifications?status=pending');
      expect(queue.status).toBe(200);
      expect((queue.body as CertificationQueueItem[]).find((item) => item.id === certificationId)).toMatchObject({
        certification: 'iso_9001', member: { id: maker.user.id, fullName: 'Greta Fischer' }, file: { id: fileId },
      });
      expect((await buyer.client.get('/api/admin/certifications')).status).toBe(403);
      expect((await admin.client.post(`/api/admin/certifications/${certificationId}/reject`, {})).status).toBe(400);
      const rejected = await admin.client.post(`/api/admin/certifications/${certificationId}/reject`, { reason: 'The certificate has expired.' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe(M.certificationRejected);
      const own = (await maker.client.get('/api/user/supplier-profile')).body as SupplierProfile;
      expect(own.certifications[0]).toMatchObject({ status: 'rejected', reason: 'The certificate has expired.' });
      expect((await admin.client.post(`/api/admin/certifications/${certificationId}/approve`, {})).status).toBe(409);
    });

    it('goes back to pending with a new certificate, and counts once approved (audited)', async () => {
      const renewed = await maker.client.post('/api/user/supplier-profile/certifications', { certification: 'iso_9001', fileId: await uploadProfileFile(maker.client, 'certificate') });
      expect(renewed.body).toMatchObject({ id: certificationId, status: 'pending', reason: null });
      const approved = await admin.client.post(`/api/admin/certifications/${certificationId}/approve`, { reason: 'Checked with the registrar.' });
      expect(approved.status, approved.text).toBe(200);
      const shown = (await buyer.client.get(`/api/users/${maker.user.id}`)).body as PartnerProfile;
      expect(shown.supplierProfile?.certifications).toMatchObject([{ certification: 'iso_9001', status: 'approved', file: null, reason: null }]);
      expect(await search('certification=iso_9001')).toEqual([maker.user.id]);
      const audit = await admin.client.get('/api/admin/audit?targetType=user');
      const actions = (audit.body.items as Array<{ action: string; targetId: number; reason: string | null }>).filter((entry) => entry.targetId === maker.user.id).map((entry) => [entry.action, entry.reason]);
      expect(actions).toEqual([['certification.approve', 'Checked with the registrar.'], ['certification.reject', 'The certificate has expired.']]);
    });

    it('deletes only the member\'s own certifications', async () => {
      const other = await signUp(server, 'supplier');
      const id = await submittedCertification(other, 'ul');
      expect((await maker.client.delete(`/api/user/supplier-profile/certifications/${id}`)).status).toBe(404);
      expect((await other.client.delete(`/api/user/supplier-profile/certifications/${id}`)).status).toBe(204);
      expect(((await other.client.get('/api/user/supplier-profile')).body as SupplierProfile).certifications).toEqual([]);
    });
  });

  describe('portfolio', () => {
    it('keeps parts with pictures and files any member can read', async () => {
      const picture = await uploadPicture(maker);
      const drawing = await uploadProfileFile(maker.client, 'profile', { name: 'bracket.pdf', bytes: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n' });
      const created = await maker.client.post('/api/user/supplier-profile/portfolio', { title: 'Gimbal bracket', description: '5-axis machined 7075.', imageFileIds: [picture], fileIds: [drawing] });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ title: 'Gimbal bracket', images: [{ id: picture, kind: 'image' }], files: [{ id: drawing, kind: 'pdf' }] });
      expect((await buyer.client.get(`/api/files/${picture}/download`)).status).toBe(200);
      const shown = (await buyer.client.get(`/api/users/${maker.user.id}`)).body as PartnerProfile;
      expect(shown.supplierProfile?.portfolio.map((item) => item.title)).toEqual(['Gimbal bracket']);

      const notPicture = await maker.client.post('/api/user/supplier-profile/portfolio', { title: 'Drawing only', imageFileIds: [drawing] });
      expect(notPicture.body.message).toBe(M.portfolioPicture);
      const othersFile = await uploadProfileFile((await signUp(server, 'supplier')).client, 'profile');
      expect((await maker.client.post('/api/user/supplier-profile/portfolio', { title: 'Borrowed', fileIds: [othersFile] })).body.message).toBe(M.portfolioFile);
      expect((await maker.client.post('/api/user/supplier-profile/portfolio', { title: ' ' })).body.errors?.title).toBe(M.portfolioTitle);

      const id = created.body.id as number;
      const edited = await maker.client.patch(`/api/user/supplier-profile/portfolio/${id}`, { title: 'Gimbal bracket, rev B', imageFileIds: [picture] });
      expect(edited.body).toMatchObject({ title: 'Gimbal bracket, rev B', files: [] });
      const stranger = await signUp(server, 'manufacturer');
      expect((await stranger.client.patch(`/api/user/supplier-profile/portfolio/${id}`, { title: 'Mine now' })).status).toBe(404);
      expect((await stranger.client.delete(`/api/user/supplier-profile/portfolio/${id}`)).status).toBe(404);
      expect((await maker.client.delete(`/api/user/supplier-profile/portfolio/${id}`)).status).toBe(204);
    });
  });

  describe('partner search filters', () => {
    let asia: TestAccount;
    let usa: TestAccount;

    beforeAll(async () => {
      asia = await signUp(server, 'supplier', { fullName: 'Lin Chen', companyName: 'Dongguan Moulds', location: 'Dongguan, China' });
      expect((await put(asia, {
        ...SUPPLIER_PROFILE, capabilities: ['injection_molding', 'Overmolding'], materials: ['abs', 'polycarbonate'], minOrderQuantity: 1000,
        factoryLocations: ['Dongguan, China', 'Penang'],
      })).status).toBe(200);
      usa = await signUp(server, 'manufacturer', { fullName: 'Sam Ortiz', location: 'Austin, TX' });
      expect((await put(usa, { ...SUPPLIER_PROFILE, capabilities: ['pcb_assembly'], materials: ['fr4'], minOrderQuantity: 10, factoryLocations: ['Austin, TX, USA'] })).status).toBe(200);
      await server.knex('users').where({ id: usa.user.id }).update({ verificationStatus: 'verified', verificationReviewedAt: new Date() });
      await server.app.deps.events.inTransaction(server.knex, async (trx, announce) => {
        const { refreshPartner } = await import('./index.ts');
        await refreshPartner(trx, usa.user.id);
        announce({ type: 'member-changed', userIds: [usa.user.id], shownOnListings: false });
      });
    });

    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    it('filters on capability, material and factory country or region', async () => {
      expect(await search('capability=injection_molding')).toEqual([asia.user.id]);
      expect(await search('capability=overmolding')).toEqual([asia.user.id]);
      expect(sorted(await search('capability=injection_molding&capability=pcb_assembly'))).toEqual(sorted([asia.user.id, usa.user.id]));
      expect(await search('material=fr4')).toEqual([usa.user.id]);
      expect(await search('factory=Malaysia')).toEqual([asia.user.id]);
      expect(await search('factory=USA')).toEqual([usa.user.id]);
      const europe = await search('factory=Europe');
      expect(europe).toContain(maker.user.id);
      expect(europe).not.toContain(asia.user.id);
      expect(europe).not.toContain(usa.user.id);
      expect(await search('factory=Asia&material=abs&capability=injection_molding')).toEqual([asia.user.id]);
      expect(await search('factory=Asia&material=fr4')).toEqual([]);
    });

    it('filters on the minimum order quantity, verification and text of capabilities', async () => {
      const upTo50 = await search('maxMoq=50');
      expect(upTo50).toEqual(expect.arrayContaining([maker.user.id, usa.user.id]));
      expect(upTo50).not.toContain(asia.user.id);
      const suppliers = await search('maxMoq=1000&role=supplier');
      expect(suppliers).toContain(asia.user.id);
      expect(suppliers).not.toContain(usa.user.id);
      expect(await search('maxMoq=9')).toEqual([]);
      expect(await search('verified=true&maxMoq=5000')).toEqual([usa.user.id]);
      expect(await search('q=moulding')).toEqual([asia.user.id]);
    });

    it('refuses bad filters with a message', async () => {
      for (const [query, message] of [
        ['certification=iso_27001', PARTNER_SEARCH_MESSAGES.certification],
        ['maxMoq=-3', PARTNER_SEARCH_MESSAGES.maxMoq],
        ['verified=yes', PARTNER_SEARCH_MESSAGES.verified],
        [`capability=${'x'.repeat(121)}`, PARTNER_SEARCH_MESSAGES.valueTooLong],
      ] as const) {
        const response = await buyer.client.get(`/api/users?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });
  });
});
