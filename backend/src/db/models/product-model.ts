import { type Pojo } from 'objection';
import { BaseModel } from '../base-model.ts';
import { User } from './user-model.ts';

export class Product extends BaseModel {
  static override tableName = 'products';
  static override jsonAttributes = ['images', 'tags', 'industries', 'shippingOptions', 'specifications'];
  static override booleanColumns = ['isUsed', 'isAvailable', 'isFeatured'];
  static override dateColumns = ['createdAt', 'updatedAt', 'hiddenAt'];

  declare id: number;
  declare sellerId: number | null;
  declare name: string;
  declare description: string;
  /** Decimal string with two places, e.g. "12.50". */
  declare price: string;
  declare category: string;
  declare condition: string;
  declare location: string | null;
  declare brand: string | null;
  declare model: string | null;
  declare serialNumber: string | null;
  declare manufactureDate: string | null;
  declare quantity: number;
  declare isUsed: boolean;
  declare isAvailable: boolean;
  declare isFeatured: boolean;
  declare datasheetUrl: string | null;
  declare images: string[] | null;
  declare tags: string[] | null;
  declare industries: string[] | null;
  declare shippingOptions: string[] | null;
  declare specifications: Record<string, string> | null;
  /** Hidden by the team (out of the marketplace; its seller still sees it), why and by whom. */
  declare hiddenAt: string | null;
  declare hiddenReason: string | null;
  declare hiddenBy: number | null;

  declare seller?: User | null;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    // mysql2 returns DECIMAL as a string, SQLite as a number.
    if (parsed.price !== undefined && parsed.price !== null) parsed.price = Number(parsed.price).toFixed(2);
    return parsed;
  }

  static override get relationMappings() {
    return {
      seller: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'products.sellerId', to: 'users.id' } },
    };
  }
}
