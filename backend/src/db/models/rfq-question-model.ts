import type { AnswerVisibility } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A supplier's question on a request and the buyer's answer (modules/sourcing is its only writer). */
export class RfqQuestion extends BaseModel {
  static override tableName = 'rfq_questions';
  static override dateColumns = ['createdAt', 'answeredAt'];

  declare id: number;
  declare rfqId: number;
  declare askerId: number;
  declare question: string;
  declare answer: string | null;
  declare answerVisibility: AnswerVisibility | null;
  declare answeredAt: string | null;
}
