import { Model, type Pojo } from 'objection';

/**
 * Smooths over what SQLite and MySQL return differently: SQLite keeps datetimes as epoch
 * milliseconds and booleans as 0/1, mysql2 gives Date objects and 0/1. The application always
 * sees ISO-8601 strings and real booleans.
 */
export class BaseModel extends Model {
  static dateColumns: readonly string[] = ['createdAt', 'updatedAt'];
  static booleanColumns: readonly string[] = [];

  declare createdAt: string;
  declare updatedAt: string;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    const model = this.constructor as typeof BaseModel;
    for (const column of model.dateColumns) {
      const value = parsed[column];
      if (value === null || value === undefined) continue;
      parsed[column] = toDate(value).toISOString();
    }
    for (const column of model.booleanColumns) {
      if (column in parsed && parsed[column] !== null) parsed[column] = Boolean(Number(parsed[column]));
    }
    return parsed;
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const formatted = super.$formatDatabaseJson(json);
    // ISO strings go to the driver as Date so each dialect stores its own type (MySQL DATETIME, SQLite epoch ms).
    for (const column of (this.constructor as typeof BaseModel).dateColumns) {
      const value = formatted[column];
      if (typeof value === 'string') formatted[column] = new Date(value);
    }
    return formatted;
  }

  override $beforeInsert(): void {
    const now = new Date().toISOString();
    const model = this.constructor as typeof BaseModel;
    if (model.dateColumns.includes('createdAt')) this.createdAt ??= now;
    if (model.dateColumns.includes('updatedAt')) this.updatedAt ??= now;
  }

  override $beforeUpdate(): void {
    const model = this.constructor as typeof BaseModel;
    if (model.dateColumns.includes('updatedAt')) this.updatedAt = new Date().toISOString();
  }
}

/** A date column as either engine returns it (Date, epoch ms from SQLite, zone-less DATETIME text from MySQL). */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  const text = String(value);
  if (/^\d+$/.test(text)) return new Date(Number(text));
  // A MySQL DATETIME string has no zone; the connection stores UTC.
  return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
