import type ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '#shared/schemas/project-schemas.ts';
import { RATING_LABELS, type RatingValue } from '#shared/constants/ratings.ts';
import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import type { AppDeps } from '../../app-context.ts';
import { forbidden } from '../../domain/domain-errors.ts';
import type { User } from '../../db/models/user-model.ts';
import { newWorkbook } from '../../spreadsheets.ts';

export const EXPORT_MESSAGES = {
  notPurchased: 'Data export is a one-off purchase: buy it at checkout to download your data.',
} as const;

type Cell = string | number | null;
interface Sheet {
  name: string;
  columns: string[];
  rows: Cell[][];
}

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe:
 * member-written text (a project name, a message) must never run in the reader's spreadsheet.
 */
export function safeCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const day = (value: unknown) => (value ? new Date(value as string).toISOString().slice(0, 10) : null);
const month = (value: unknown) => new Date(value as string).toISOString().slice(0, 7);

/**
 * The `export_data` purchase ("CSV/Excel export with insights"): the member's projects,
 * connections, messages per month and ratings received, with a summary sheet of insights, as one
 * Excel workbook or a zip of CSV files (one per sheet). Only the member's own data, and for the
 * people they deal with only what their public profile shows (name, role, company).
 */
export class DataExportService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** 403 unless the member holds the purchase. */
  async assertPurchased(userId: number): Promise<void> {
    const held = await this.deps.knex('entitlements').where({ userId, productCode: 'export_data' }).first('id');
    if (!held) throw forbidden(EXPORT_MESSAGES.notPurchased);
  }

  async sheets(user: User): Promise<Sheet[]> {
    const knex = this.deps.knex;
    const [projects, connections, messages, ratings] = await Promise.all([
      knex('projects').where({ userId: user.id }).orderBy('createdAt', 'asc').select('id', 'name', 'status', 'stage', 'budget', 'timeline', 'createdAt', 'updatedAt'),
      knex('connections as c')
        .leftJoin('users as requester', 'requester.id', 'c.requesterId')
        .leftJoin('users as recipient', 'recipient.id', 'c.recipientId')
        .leftJoin('projects as p', 'p.id', 'c.projectId')
        .where((q) => q.where('c.requesterId', user.id).orWhere('c.recipientId', user.id))
        .orderBy('c.createdAt', 'asc')
        .select(
          'c.id', 'c.requesterId', 'c.status', 'c.isPriority', 'c.createdAt', 'p.name as projectName',
          'requester.fullName as requesterName', 'requester.role as requesterRole', 'requester.companyName as requesterCompany',
          'recipient.fullName as recipientName', 'recipient.role as recipientRole', 'recipient.companyName as recipientCompany',
        ),
      knex('messages').where((q) => q.where('senderId', user.id).orWhere('recipientId', user.id)).select('senderId', 'createdAt'),
      knex('ratings as r')
        .leftJoin('users as author', 'author.id', 'r.userId')
        .leftJoin('projects as p', (join) => join.on('p.id', 'r.targetId').andOnVal('r.targetType', 'project'))
        .leftJoin('products as pr', (join) => join.on('pr.id', 'r.targetId').andOnVal('r.targetType', 'product'))
        .where((q) =>
          q
            .where((w) => w.where('r.targetType', 'user').where('r.targetId', user.id))
            .orWhere((w) => w.where('r.targetType', 'project').where('p.userId', user.id))
            .orWhere((w) => w.where('r.targetType', 'product').where('pr.sellerId', user.id)),
        )
        .orderBy('r.createdAt', 'asc')
        .select('r.targetType', 'r.ratingValue', 'r.score', 'r.comment', 'r.createdAt', 'author.fullName as authorName', 'p.name as projectName', 'pr.name as productName'),
    ]);

    const perMonth = new Map<string, { sent: number; received: number }>();
    for (const message of messages as Array<{ senderId: number; createdAt: unknown }>) {
      const key = month(message.createdAt);
      const entry = perMonth.get(key) ?? { sent: 0, received: 0 };
      if (Number(message.senderId) === user.id) entry.sent += 1;
      else entry.received += 1;
      perMonth.set(key, entry);
    }
    const months = [...perMonth.entries()].sort(([a], [b]) => a.localeCompare(b));

    type ConnectionRow = Record<string, unknown> & { requesterId: number; status: string };
    const connectionRows = connections as ConnectionRow[];
    const sent = connectionRows.filter((c) => Number(c.requesterId) === user.id);
    const answered = sent.filter((c) => c.status !== 'pending');
    const accepted = connectionRows.filter((c) => c.status === 'accepted');
    const scores = (ratings as Array<{ score: number }>).map((r) => Number(r.score));
    const busiest = months.reduce<[string, number] | null>((best, [key, counts]) => (!best || counts.sent + counts.received > best[1] ? [key, counts.sent + counts.received] : best), null);
    const statusCount = (status: string) => (projects as Array<{ status: string }>).filter((p) => p.status === status).length;

    const summary: Sheet = {
      name: 'Summary',
      columns: ['Insight', 'Value'],
      rows: [
        ['Member', user.fullName],
        ['Exported on', day(this.deps.clock.now().toISOString())],
        ['Projects', projects.length],
        ['Active projects', statusCount('active')],
        ['Completed projects', statusCount('completed')],
        ['Connections made (accepted)', accepted.length],
        ['Connection requests sent', sent.length],
        ['Acceptance rate of answered requests', answered.length ? `${Math.round((answered.filter((c) => c.status === 'accepted').length / answered.length) * 100)}%` : 'No answered requests yet'],
        ['Messages sent', months.reduce((n, [, c]) => n + c.sent, 0)],
        ['Messages received', months.reduce((n, [, c]) => n + c.received, 0)],
        ['Busiest month', busiest ? `${busiest[0]} (${busiest[1]} messages)` : 'No messages yet'],
        ['Ratings received', scores.length],
        ['Average rating (1-5)', scores.length ? Number((scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)) : 'No ratings yet'],
      ],
    };
    const partner = (c: ConnectionRow) => (Number(c.requesterId) === user.id ? ['recipient', 'Sent'] : ['requester', 'Received']) as [string, string];
    return [
      summary,
      {
        name: 'Projects',
        columns: ['Name', 'Status', 'Stage', 'Budget', 'Timeline', 'Created', 'Updated'],
        rows: (projects as Array<Record<string, unknown>>).map((p) => [
          p.name as string, PROJECT_STATUS_LABELS[p.status as ProjectStatus] ?? (p.status as string), (p.stage as string) ?? null, (p.budget as string) ?? null,
          (p.timeline as string) ?? null, day(p.createdAt), day(p.updatedAt),
        ]),
      },
      {
        name: 'Connections',
        columns: ['Partner', 'Role', 'Company', 'Direction', 'Status', 'Priority', 'Project', 'Requested on'],
        rows: connectionRows.map((c) => {
          const [side, direction] = partner(c);
          return [
            (c[`${side}Name`] as string) ?? 'Unknown User', ROLE_LABELS[c[`${side}Role`] as Role] ?? null, (c[`${side}Company`] as string) ?? null, direction,
            c.status, Number(c.isPriority) ? 'Yes' : 'No', (c.projectName as string) ?? null, day(c.createdAt),
          ];
        }),
      },
      { name: 'Messages per month', columns: ['Month', 'Sent', 'Received', 'Total'], rows: months.map(([key, c]) => [key, c.sent, c.received, c.sent + c.received]) },
      {
        name: 'Ratings received',
        columns: ['For', 'Rating', 'Score', 'Comment', 'From', 'Date'],
        rows: (ratings as Array<Record<string, unknown>>).map((r) => [
          r.targetType === 'project' ? `Project: ${r.projectName as string}` : r.targetType === 'product' ? `Listing: ${r.productName as string}` : 'You',
          RATING_LABELS[r.ratingValue as RatingValue] ?? (r.ratingValue as string), Number(r.score), (r.comment as string) ?? null, (r.authorName as string) ?? 'Unknown User', day(r.createdAt),
        ]),
      },
    ];
  }

  private async workbook(sheets: Sheet[]): Promise<ExcelJS.Workbook> {
    const workbook = await newWorkbook();
    workbook.creator = 'HardwareHub';
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name);
      worksheet.columns = sheet.columns.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
      worksheet.getRow(1).font = { bold: true };
      for (const row of sheet.rows) worksheet.addRow(row.map(safeCell));
    }
    return workbook;
  }

  /** The whole export as an Excel workbook. */
  async xlsx(user: User): Promise<Buffer> {
    return Buffer.from(await (await this.workbook(await this.sheets(user))).xlsx.writeBuffer());
  }

  /** The whole export as a zip of CSV files, one per sheet (a CSV holds one table). */
  async csvZip(user: User): Promise<Buffer> {
    const sheets = await this.sheets(user);
    const workbook = await this.workbook(sheets);
    const files: Record<string, Uint8Array> = {};
    for (const sheet of sheets) {
      const csv = await workbook.csv.writeBuffer({ sheetName: sheet.name });
      files[`${sheet.name.toLowerCase().replace(/\s+/g, '-')}.csv`] = new Uint8Array([...strToU8('\uFEFF'), ...new Uint8Array(csv as ArrayBuffer)]);
    }
    return Buffer.from(zipSync(files));
  }
}
