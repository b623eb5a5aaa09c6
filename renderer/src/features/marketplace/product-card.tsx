import { EnvironmentOutlined, PictureOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS, type Product } from '#shared/schemas/product-schemas.ts';
import { thumbnailOf } from '#shared/schemas/upload-schemas.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { RatingBriefView } from '../partners/index.ts';
import { formatUsd } from './marketplace-filters.ts';

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

/** Product card: links to /marketplace/{id}. `first`: the card is on the page's first screen (see ProductThumbnail). */
export function ProductCard({ product, first }: { product: Product; first?: 'top' | 'row' }) {
  return (
    <Card variant="outlined" className="hh-product-card" data-testid="product-card" styles={{ body: { padding: 0 } }}>
      <Link to={`/marketplace/${product.id}`} className="hh-product-card__link">
        <ProductThumbnail product={product} first={first} />
        {product.isFeatured && <span className="hh-product-card__featured">Featured</span>}
        <div className="hh-product-card__body">
          <Flex gap={4} wrap>
            <Tag color="blue">{PRODUCT_CATEGORY_LABELS[product.category]}</Tag>
            <Tag>{PRODUCT_CONDITION_LABELS[product.condition]}</Tag>
            {product.isUsed && product.condition !== 'used' && <Tag color="orange">Used</Tag>}
          </Flex>
          <Typography.Text strong className="hh-product-card__name">
            {product.name}
          </Typography.Text>
          <Typography.Text className="hh-product-card__price">{formatUsd(product.price)}</Typography.Text>
          {product.location && (
            <Typography.Text type="secondary" className="hh-small">
              <EnvironmentOutlined /> {product.location}
            </Typography.Text>
          )}
          <RatingBriefView average={product.rating.average} count={product.rating.count} />
        </div>
      </Link>
    </Card>
  );
}
