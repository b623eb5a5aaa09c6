import { EnvironmentOutlined, PictureOutlined } from '@ant-design/icons';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS } from '#shared/constants/products.ts';
import { thumbnailOf } from '#shared/constants/uploads.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Label } from '../../ui/label.tsx';
import { RatingBriefView } from '../partners/index.ts';
import { formatProductPrice } from './marketplace-filters.ts';

/**
 * A listing's first picture, or the placeholder when it has none or it does not load. Lazy, but for
 * the pictures of a page's first screen (`first`): a lazy image starts loading only once laid out,
 * and the first card's is the largest thing a phone shows of the marketplace.
 */
export function ProductThumbnail({ product, className, first }: { product: Product; className?: string; first?: 'top' | 'row' }) {
  const [broken, setBroken] = useState(false);
  const url = product.images[0];
  return (
    <div className={`hh-product-thumb ${className ?? ''}`}>
      {url && !broken ? (
        <img
          src={thumbnailOf(url)}
          alt={product.name}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first === 'top' ? 'high' : undefined}
          decoding="async"
          width={400}
          height={400}
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="hh-product-thumb__placeholder" role="img" aria-label={`No picture of ${product.name}`}>
          <PictureOutlined />
        </div>
      )}
    </div>
  );
}

/**
 * Product card: links to /marketplace/{id}. `first`: the card is on the page's first screen (see ProductThumbnail).
 * Plain markup styled in marketplace.css (no antd Card, Tag or Typography): a page draws dozens of
 * these, and each styled component is work a slow phone does before the page answers.
 */
export function ProductCard({ product, first }: { product: Product; first?: 'top' | 'row' }) {
  return (
    <div className="hh-product-card" data-testid="product-card">
      <Link to={`/marketplace/${product.id}`} className="hh-product-card__link">
        <ProductThumbnail product={product} first={first} />
        {product.isFeatured && <span className="hh-product-card__featured">Featured</span>}
        <div className="hh-product-card__body">
          <div className="hh-product-card__labels" data-testid="product-labels">
            <Label tone="blue">{PRODUCT_CATEGORY_LABELS[product.category]}</Label>
            <Label>{PRODUCT_CONDITION_LABELS[product.condition]}</Label>
            {product.isUsed && product.condition !== 'used' && <Label tone="orange">Used</Label>}
          </div>
          <strong className="hh-product-card__name">{product.name}</strong>
          <span className="hh-product-card__price">{formatProductPrice(product.price)}</span>
          {product.location && (
            <span className="hh-product-card__location hh-small">
              <EnvironmentOutlined /> {product.location}
            </span>
          )}
          <RatingBriefView average={product.rating.average} count={product.rating.count} />
        </div>
      </Link>
    </div>
  );
}
