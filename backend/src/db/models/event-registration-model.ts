import { BaseModel } from '../base-model.ts';

/** A registration for one of the site's events (the event is its content slug). */
export class EventRegistration extends BaseModel {
  static override tableName = 'event_registrations';

  declare id: number;
  declare eventSlug: string;
  declare name: string;
  declare email: string;
  declare userId: number | null;
}
