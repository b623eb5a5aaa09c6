import { BaseModel } from '../base-model.ts';
import { Connection } from './connection-model.ts';
import { User } from './user-model.ts';

export class Message extends BaseModel {
  static override tableName = 'messages';
  static override dateColumns = ['createdAt'];
  static override booleanColumns = ['read'];

  declare id: number;
  declare senderId: number;
  declare recipientId: number;
  declare connectionId: number | null;
  declare content: string;
  declare read: boolean;
  declare clientMessageId: string | null;

  declare sender?: User;
  declare recipient?: User;
  declare connection?: Connection | null;

  static override get relationMappings() {
    return {
      sender: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'messages.senderId', to: 'users.id' } },
      recipient: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'messages.recipientId', to: 'users.id' } },
      connection: { relation: BaseModel.BelongsToOneRelation, modelClass: Connection, join: { from: 'messages.connectionId', to: 'connections.id' } },
    };
  }
}
