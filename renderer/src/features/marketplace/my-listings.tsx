import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { HiddenTag } from '../reports/index.ts';
import { useGetProductsQuery, useGetSavedProductsQuery } from './marketplace-api.ts';
import { formatProductPrice } from './marketplace-filters.ts';
import { ProductCard, ProductThumbnail } from './product-card.tsx';
import { useDeleteListing } from './use-delete-listing.tsx';
import './marketplace.css';

const MY_LISTINGS_PAGE_SIZE = 20;

/** /profile?tab=listings: the member's own listings, newest first, each with View, Edit and Delete. */
export function MyListings({ sellerId }: { sellerId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isError, isFetching, refetch } = useGetProductsQuery(`${API_PATHS.products}?sellerId=${sellerId}&page=${page}&limit=${MY_LISTINGS_PAGE_SIZE}`);
  const deleteListing = useDeleteListing();
  const navigate = useNavigate();

  const confirmDelete = (product: Product) =>
    deleteListing.confirmDelete(product, () => {
      // The last listing of a later page gone: show the page before it.
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
    });

  const add = (
    <Link to="/marketplace/create">
      <Button type="primary" icon={<PlusOutlined />}>
        Add Product
      </Button>
    </Link>
  );

  let body;
  if (isError) body = <Alert type="error" showIcon title="Your listings could not be loaded." description={errorMessage(error, 'Please try again.')} action={<Button onClick={() => void refetch()}>Retry</Button>} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data.total) body = <Empty description="You have not listed anything yet.">{add}</Empty>;
  else {
    body = (
      <Flex vertical gap={12} className={isFetching ? 'hh-refreshing' : undefined}>
        {data.items.map((product) => (
          <Flex key={product.id} gap={14} align="center" className="hh-listing-row" data-testid="my-listing" wrap>
            <Link to={`/marketplace/${product.id}`} className="hh-listing-row__thumb" aria-label={product.name}>
              <ProductThumbnail product={product} />
            </Link>
            <div className="hh-listing-row__text">
              <Link to={`/marketplace/${product.id}`}>
                <Typography.Text strong>{product.name}</Typography.Text>
              </Link>{' '}
              <HiddenTag hiddenAt={product.hiddenAt} reason={product.hiddenReason} />
              <br />
              <Typography.Text>{formatProductPrice(product.price)}</Typography.Text>
              <Typography.Text type="secondary" className="hh-small">
                {' '}
                · {product.quantity} in stock · listed {formatLongDate(product.createdAt)}
              </Typography.Text>
            </div>
            <Flex gap={8}>
              <Button icon={<EditOutlined />} onClick={() => void navigate(`/marketplace/${product.id}?edit=true`)} aria-label={`Edit ${product.name}`}>
                Edit
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(product)} aria-label={`Delete ${product.name}`}>
                Delete
              </Button>
            </Flex>
          </Flex>
        ))}
        {data.total > MY_LISTINGS_PAGE_SIZE && (
          <Pagination align="center" current={page} pageSize={MY_LISTINGS_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
        )}
      </Flex>
    );
  }

  return (
    <Card variant="outlined" title={data?.total ? `My listings (${data.total})` : 'My listings'} extra={data?.total ? add : undefined}>
      {deleteListing.modalHolder}
      {body}
    </Card>
  );
}

/** /profile?tab=saved: the listings the member saved for later, newest saved first. */
export function SavedProducts() {
  const { data, error, isError, refetch } = useGetSavedProductsQuery();
  let body;
  if (isError) body = <Alert type="error" showIcon title="Your saved items could not be loaded." description={errorMessage(error, 'Please try again.')} action={<Button onClick={() => void refetch()}>Retry</Button>} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data.length) {
    body = (
      <Empty description="Nothing saved yet. Use Save on a product page to keep it here.">
        <Link to="/marketplace">
          <Button>Browse the Marketplace</Button>
        </Link>
      </Empty>
    );
  } else {
    body = (
      <div className="hh-product-grid">
        {data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    );
  }
  return (
    <Card variant="outlined" title="Saved items">
      {body}
    </Card>
  );
}
