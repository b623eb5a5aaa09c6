import { BaseModel } from '../base-model.ts';
import { User } from './user-model.ts';

export class Project extends BaseModel {
  static override tableName = 'projects';
  static override jsonAttributes = ['tags'];
  static override dateColumns = ['createdAt', 'updatedAt', 'featuredUntil', 'hiddenAt'];

  declare id: number;
  declare userId: number;
  declare name: string;
  declare description: string;
  declare status: 'draft' | 'active' | 'completed' | 'cancelled';
  declare budget: string | null;
  declare timeline: string | null;
  declare stage: string | null;
  declare requirements: string | null;
  declare tags: string[] | null;
  declare featuredUntil: string | null;
  /** Hidden by the team (out of every view but its owner's), why and by whom. */
  declare hiddenAt: string | null;
  declare hiddenReason: string | null;
  declare hiddenBy: number | null;

  declare owner?: User;

  static override get relationMappings() {
    return {
      owner: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'projects.userId', to: 'users.id' },
      },
    };
  }
}
