import {
  ArrowLeftOutlined, CalendarOutlined, CarOutlined, EnvironmentOutlined, HeartFilled, HeartOutlined, InboxOutlined, ShareAltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Col, Descriptions, Empty, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { readTextId } from '#shared/constants/ids.ts';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS, PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { formatLongDate, formatMonthYear } from '../../ui/long-date.ts';
import { useEditParam } from '../../ui/use-edit-param.ts';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { PartnerAvatar, RatingBriefView } from '../partners/index.ts';
import { HiddenNotice, ReportButton } from '../reports/index.ts';
import { useGetProductQuery, useGetSimilarProductsQuery, useSetProductSavedMutation } from './marketplace-api.ts';
import { formatProductPrice } from './marketplace-filters.ts';
import { ContactSellerButton } from './contact-seller-button.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGallery } from './product-gallery.tsx';
import './marketplace.css';
import '../../ui/back-link.css';
import { formatCount } from '#shared/format/numbers.ts';
import { PlainCard } from '../../ui/plain-card.tsx';

// Only the listing's seller edits it: the form (and its validation) load when they do.
const EditListing = lazy(() => import('./edit-listing.tsx').then((m) => ({ default: m.EditListing })));
// The seller's Edit and Delete (with its confirmation dialog) load only for the seller.
const SellerListingActions = lazy(() => import('./seller-listing-actions.tsx').then((m) => ({ default: m.SellerListingActions })));
// Reviews (summary, list, the rate form) load when their tab is opened: the page opens on Specifications.
const ProductReviews = lazy(() => import('./product-reviews.tsx').then((m) => ({ default: m.ProductReviews })));

type ProductTab = 'specifications' | 'details' | 'shipping' | 'reviews';

const backLink = (
  <Link to="/marketplace" className="hh-back-link">
    <ArrowLeftOutlined /> Back to Marketplace
  </Link>
);

/** A missing product (or any failure to load one) is 'Product Not Found', with the way back. */
function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="hh-page hh-page--wide">
      <Result
        status="404"
        title={
          <span role="heading" aria-level={1}>
            {PRODUCT_MESSAGES.notFoundTitle}
          </span>
        }
        subTitle={PRODUCT_MESSAGES.notFound}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Link to="/marketplace">
              <Button type="primary">Back to Marketplace</Button>
            </Link>
            {onRetry && <Button onClick={onRetry}>Try again</Button>}
          </Flex>
        }
      />
    </div>
  );
}

/**
 * /marketplace/{id} (Product detail; public). The seller comes with the product (its
 * `seller` field), so the page makes one call where the spec's client made two
 * (GET /api/users/{sellerId}); a seller whose account is gone reads 'Seller information unavailable'.
 */
export function ProductDetailsPage() {
  const params = useParams();
  const id = readTextId(params.id);
  const { data: product, error, isError, refetch } = useGetProductQuery(id ?? skipToken);

  if (id === null || (isError && isApiError(error) && error.status === 404)) return <ProductNotFound />;
  if (isError) return <ProductNotFound onRetry={() => void refetch()} />;
  if (!product) {
    return (
      <div className="hh-page hh-page--wide">
        {backLink}
        <Row gutter={[32, 24]}>
          <Col xs={24} lg={13}>
            <Skeleton.Node active className="hh-gallery__skeleton" />
          </Col>
          <Col xs={24} lg={11}>
            <Skeleton active paragraph={{ rows: 9 }} />
          </Col>
        </Row>
      </div>
    );
  }
  return <ProductView product={product} />;
}

function SellerCard({ product }: { product: Product }) {
  const seller = product.seller;
  return (
    <PlainCard title="Seller" size="small" className="hh-seller-card" data-testid="seller-card">
      {seller ? (
        <Flex gap={12} align="center">
          <PartnerAvatar user={seller} size={48} />
          <div className="hh-seller-card__text">
            <Link to={`/users/${seller.id}`}>
              <Typography.Text strong>{seller.fullName}</Typography.Text>
            </Link>
            <br />
            <Typography.Text type="secondary">{seller.company || 'Independent Seller'}</Typography.Text>
          </div>
        </Flex>
      ) : (
        <Typography.Text type="secondary">Seller information unavailable</Typography.Text>
      )}
    </PlainCard>
  );
}

function SpecificationsTab({ specifications }: { specifications: Product['specifications'] }) {
  if (specifications === null) return <Alert type="warning" showIcon title={PRODUCT_MESSAGES.specificationsUnreadable} />;
  const items = Object.entries(specifications).map(([name, value]) => ({ key: name, label: name, children: value }));
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The seller has not listed specifications." />;
  // Descriptions, as Details: a bordered name/value list needs none of Table's sorting, paging and measuring.
  return <Descriptions bordered size="small" column={1} className="hh-spec-table" items={items} />;
}

const chips = (items: string[], empty: string) => (items.length ? <Flex wrap gap={4}>{items.map((item) => <Tag key={item}>{item}</Tag>)}</Flex> : <Typography.Text type="secondary">{empty}</Typography.Text>);

function DetailsTab({ product }: { product: Product }) {
  const optional: { key: string; label: string; children: ReactNode }[] = [];
  if (product.brand) optional.push({ key: 'brand', label: 'Brand', children: product.brand });
  if (product.model) optional.push({ key: 'model', label: 'Model', children: product.model });
  if (product.serialNumber) optional.push({ key: 'serial', label: 'Serial number', children: product.serialNumber });
  if (product.manufactureDate) optional.push({ key: 'made', label: 'Manufacture date', children: formatMonthYear(product.manufactureDate) });
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'category', label: 'Category', children: PRODUCT_CATEGORY_LABELS[product.category] },
        { key: 'condition', label: 'Condition', children: PRODUCT_CONDITION_LABELS[product.condition] },
        ...optional,
        { key: 'tags', label: 'Tags', children: chips(product.tags, 'None') },
        { key: 'industries', label: 'Industries', children: chips(product.industries, 'None') },
      ]}
    />
  );
}

function ShippingList({ options }: { options: string[] }) {
  if (!options.length) return <Typography.Text type="secondary">Ask the seller how it can be shipped.</Typography.Text>;
  return (
    <ul className="hh-shipping-list">
      {options.map((option) => (
        <li key={option}>
          <CarOutlined /> {option}
        </li>
      ))}
    </ul>
  );
}

/** 'Similar Products', built: the same category, nearest in price first. Hidden when there are none. */
function SimilarProducts({ productId }: { productId: number }) {
  const { data } = useGetSimilarProductsQuery(productId);
  if (!data?.length) return null;
  return (
    <section className="hh-similar" aria-labelledby="similar-title">
      <Typography.Title level={3} id="similar-title">
        Similar Products
      </Typography.Title>
      <div className="hh-similar__row">
        {data.map((similar) => (
          <ProductCard key={similar.id} product={similar} />
        ))}
      </div>
    </section>
  );
}

function ProductView({ product }: { product: Product }) {
  const { user } = useSession();
  const isSeller = Boolean(user && user.id === product.sellerId);
  const [editParam, setEditing] = useEditParam();
  const editing = isSeller && editParam;
  const [tab, setTab] = useState<ProductTab>('specifications');
  const [setSaved, { isLoading: saving }] = useSetProductSavedMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const here = `${location.pathname}${location.search}`;

  const share = async () => {
    const link = window.location.href.replace(/[?#].*$/, '');
    try {
      await navigator.clipboard.writeText(link);
      toast.success(PRODUCT_MESSAGES.linkCopied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link to copy by hand.
      toast.info('Copy this link', link);
    }
  };

  const toggleSaved = async () => {
    if (!user) {
      void navigate(`/auth?redirect=${encodeURIComponent(here)}`);
      return;
    }
    try {
      await setSaved({ id: product.id, saved: !product.saved }).unwrap();
      toast.success(product.saved ? 'Removed from saved items' : 'Saved', product.saved ? undefined : 'Find it under Saved items in your profile.');
    } catch (failure) {
      toast.error('Error', errorMessage(failure, 'Please try again.'));
    }
  };

  if (editing) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
        <EditListing product={product} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }

  const contact = !isSeller && <ContactSellerButton product={product} />;

  return (
    <div className="hh-page hh-page--wide hh-product-page">
      {backLink}
      {/* Only the seller still reaches a listing the team hid: tell them why. */}
      {isSeller && product.hiddenAt && <HiddenNotice kind="listing" reason={product.hiddenReason} />}
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={13}>
          <ProductGallery images={product.images} name={product.name} />
        </Col>
        <Col xs={24} lg={11}>
          <Flex vertical gap={14}>
            <Flex gap={6} wrap>
              <Tag color="blue">{PRODUCT_CATEGORY_LABELS[product.category]}</Tag>
              <Tag color="green">{PRODUCT_CONDITION_LABELS[product.condition]}</Tag>
              {product.isUsed && <Tag color="orange">Used</Tag>}
              {product.isFeatured && <Tag color="gold">Featured</Tag>}
            </Flex>
            <Typography.Title level={1} className="hh-product-page__name">
              {product.name}
            </Typography.Title>
            <RatingBriefView average={product.rating.average} count={product.rating.count} size="medium" />
            <div className="hh-product-page__price">{formatProductPrice(product.price)}</div>
            <Flex vertical gap={4} className="hh-product-page__facts">
              {product.location && (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> {product.location}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                <CalendarOutlined /> Listed {formatLongDate(product.createdAt)}
              </Typography.Text>
              <Typography.Text type="secondary">
                <InboxOutlined /> {formatCount(product.quantity)} in stock
              </Typography.Text>
            </Flex>
            <Flex gap={8} wrap>
              {contact}
              <Button size="large" icon={<ShareAltOutlined />} onClick={() => void share()}>
                Share
              </Button>
              <Button
                size="large"
                icon={product.saved ? <HeartFilled /> : <HeartOutlined />}
                disabled={isSeller}
                loading={saving}
                aria-pressed={product.saved}
                title={isSeller ? PRODUCT_MESSAGES.saveOwn : undefined}
                onClick={() => void toggleSaved()}
              >
                {product.saved ? 'Saved' : 'Save'}
              </Button>
              {/* Reports need an account (POST /api/reports is signed in only): anonymous visitors do not see
                  the button rather than being sent to /auth for it; a seller cannot report their own listing. */}
              {user && !isSeller && <ReportButton targetType="product" targetId={product.id} targetLabel={product.name} size="large" />}
            </Flex>
            {isSeller && (
              <Suspense fallback={null}>
                <SellerListingActions product={product} onEdit={() => setEditing(true)} />
              </Suspense>
            )}
            <div>
              <Typography.Text strong>Shipping options</Typography.Text>
              <ShippingList options={product.shippingOptions} />
            </div>
            <SellerCard product={product} />
          </Flex>
        </Col>
      </Row>
      <PlainCard className="hh-product-page__about">
        {/* The page's h1 is the product's name: the next level down, at a section heading's size. */}
        <Typography.Title level={2} className="hh-product-page__section-title">
          Description
        </Typography.Title>
        <Typography.Paragraph className="hh-pre-line">{product.description}</Typography.Paragraph>
        <LightTabs
          size="small"
          wrap
          className="hh-product-tabs"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'specifications', label: 'Specifications', children: <SpecificationsTab specifications={product.specifications} /> },
            { key: 'details', label: 'Details', children: <DetailsTab product={product} /> },
            { key: 'shipping', label: 'Shipping', children: <ShippingList options={product.shippingOptions} /> },
            {
              key: 'reviews',
              label: `Reviews${product.rating.count ? ` (${product.rating.count})` : ''}`,
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                  <ProductReviews product={product} isSeller={isSeller} here={here} />
                </Suspense>
              ),
            },
          ]}
        />
      </PlainCard>
      <SimilarProducts productId={product.id} />
    </div>
  );
}
