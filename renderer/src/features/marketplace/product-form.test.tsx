import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { describe, expect, it } from 'vitest';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser, product } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast, toasts } from '../../test-support/toasts.ts';
import { CreateProductPage } from './create-product-page.tsx';

setUpApiServer();

type User = ReturnType<typeof userEvent.setup>;

const seller = ownUser({ fullName: 'Sam Seller', companyName: 'Sam Labs', email: 'sam@example.com' });

function renderCreate() {
  const sent = recordRequests('post', '/api/products', (body) => HttpResponse.json(product({ id: 77, name: (body as { name: string }).name }), { status: 201 }));
  const rendered = renderWithApp(<CreateProductPage />, { path: '/marketplace/create', user: seller });
  // File checks need files the picker would hide: the refusal is what is tested.
  return { ...rendered, sent, user: userEvent.setup({ applyAccept: false }) };
}

/** The form row of a labelled field (its input, Add button, chips and message). */
const fieldRow = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
const chips = (label: string) => within(fieldRow(label)).queryAllByRole('listitem').map((chip) => chip.textContent?.replace('×', ''));
const createListing = () => screen.getByRole('button', { name: 'Create Product Listing' });

async function fillRequired(user: User) {
  await fill(user, screen.getByLabelText('Product name'), 'Quasar LoRa sensor node');
  await fill(user, screen.getByLabelText('Description'), 'Battery-powered LoRaWAN node with temperature and humidity sensing.');
  await fill(user, screen.getByLabelText('Price (USD)'), '149.5');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Sensors');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Condition' }), 'Like New');
}

describe('the product form (Add New Product)', () => {
  it("shows the seller's name, company and email", () => {
    renderCreate();
    const sellerCard = screen.getByText('Seller Information').closest<HTMLElement>('.ant-card')!;
    expect(sellerCard).toHaveTextContent('Sam Seller');
    expect(sellerCard).toHaveTextContent('Sam Labs');
    expect(sellerCard).toHaveTextContent('sam@example.com');
  });

  it('sent empty, it shows the required messages under their fields and sends nothing', async () => {
    const { user, sent } = renderCreate();
    await user.click(createListing());
    for (const message of [PRODUCT_MESSAGES.nameTooShort, PRODUCT_MESSAGES.descriptionTooShort, PRODUCT_MESSAGES.priceRequired, PRODUCT_MESSAGES.categoryRequired, PRODUCT_MESSAGES.conditionRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fieldRow('Price (USD)')).toHaveTextContent(PRODUCT_MESSAGES.priceRequired);
    expect(sent).toHaveLength(0);
  });

  it('a price with three decimals is refused once the field is left', async () => {
    const { user } = renderCreate();
    await fill(user, screen.getByLabelText('Price (USD)'), '12.345');
    await user.tab();
    expect(await screen.findByText(PRODUCT_MESSAGES.priceFormat)).toBeInTheDocument();
  });

  it('tags are trimmed and added once; industries come from the quick-add chips; shipping starts with Standard Shipping', async () => {
    const { user } = renderCreate();
    expect(chips('Shipping options')).toEqual(['Standard Shipping']);
    await user.type(screen.getByLabelText('Tags'), '  lorawan {Enter}');
    await user.type(screen.getByLabelText('Tags'), 'LoRaWAN{Enter}');
    expect((await findToast('Not added')).description).toBe(PRODUCT_MESSAGES.tags.duplicate);
    // A refused entry stays in the box to be corrected.
    expect(screen.getByLabelText('Tags')).toHaveValue('LoRaWAN');
    await fill(user, screen.getByLabelText('Tags'), 'quasar');
    await user.click(within(fieldRow('Tags')).getByRole('button', { name: 'Add' }));
    expect(chips('Tags')).toEqual(['lorawan', 'quasar']);
    expect(within(fieldRow('Industries')).getAllByRole('button', { name: /^\+ / })).toHaveLength(6);
    // Typing offers all twelve suggestions (the input's list).
    const suggestions = document.getElementById(screen.getByLabelText('Industries').getAttribute('list')!);
    expect(suggestions?.querySelectorAll('option')).toHaveLength(12);
    await user.click(within(fieldRow('Industries')).getByRole('button', { name: '+ IoT' }));
    expect(chips('Industries')).toEqual(['IoT']);
  });

  it('a specification without a value is N/A, and a name is used only once', async () => {
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Specification name'), 'Range');
    await user.type(screen.getByLabelText('Specification value'), '10 km{Enter}');
    await user.type(screen.getByLabelText('Specification name'), 'Certification{Enter}');
    await user.type(screen.getByLabelText('Specification name'), 'range{Enter}');
    expect(await screen.findByText(PRODUCT_MESSAGES.specNameTaken)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Specifications' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Range', '10 km'],
      ['Certification', 'N/A'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Range' }));
    expect(within(screen.getByRole('table', { name: 'Specifications' })).getAllByRole('row')).toHaveLength(2);
  });

  it('a file that is not a picture is refused before any upload; a bad image address too', async () => {
    const { user } = renderCreate();
    const picker = document.querySelector<HTMLInputElement>('.hh-image-field input[type=file]')!;
    await user.upload(picker, new File(['not a picture'], 'notes.png', { type: 'text/plain' }));
    expect((await findToast('Image not added')).description).toBe(UPLOAD_MESSAGES.notAnImage('notes.png'));
    await user.type(screen.getByLabelText('Images'), 'javascript:alert(1){Enter}');
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]).toEqual({ title: 'Image not added', description: PRODUCT_MESSAGES.image });
    expect(screen.queryByTestId('image-tile')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Images'), 'https://cdn.example.com/front.jpg');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
  });

  it('a complete listing sends the form as the API takes it, then lists it and returns to the marketplace', async () => {
    const { user, sent, location } = renderCreate();
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Quantity in stock'), '12');
    await fill(user, screen.getByLabelText('Brand'), 'Quasar Labs');
    for (const [label, text] of [['Tags', 'lorawan'], ['Specification name', 'Certification'], ['Images', 'https://cdn.example.com/front.jpg']]) {
      await fill(user, screen.getByLabelText(label!), text!);
      await user.keyboard('{Enter}');
    }
    await user.click(createListing());

    expect((await findToast('Product Listed')).description).toBe('"Quasar LoRa sensor node" is now in the marketplace.');
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: 'Quasar LoRa sensor node',
        description: 'Battery-powered LoRaWAN node with temperature and humidity sensing.',
        price: '149.5',
        category: 'sensors',
        condition: 'like_new',
        quantity: '12',
        location: '',
        brand: 'Quasar Labs',
        model: '',
        serialNumber: '',
        manufactureDate: '',
        isUsed: false,
        images: ['https://cdn.example.com/front.jpg'],
        tags: ['lorawan'],
        industries: [],
        shippingOptions: ['Standard Shipping'],
        specifications: { Certification: 'N/A' },
      },
    ]);
    await waitFor(() => expect(location.current.pathname).toBe('/marketplace'));
  });

  it("a refusal shows the server's message in the Error toast and its field messages under the fields", async () => {
    const { user } = renderCreate();
    recordRequests('post', '/api/products', () => apiError(400, { message: 'Please check the listing.', errors: { name: 'A listing with this name already exists.' } }));
    await fillRequired(user);
    await user.click(createListing());
    const toast = await findToast('Error');
    expect(toast).toMatchObject({ description: 'Please check the listing.', role: 'alert' });
    expect(fieldRow('Product name')).toHaveTextContent('A listing with this name already exists.');
  });

  it('a server failure without a message shows the spec\'s fallback and stays on the form', async () => {
    const { user, location } = renderCreate();
    recordRequests('post', '/api/products', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await fillRequired(user);
    await user.click(createListing());
    expect((await findToast('Error')).description).toBe(PRODUCT_MESSAGES.createFailed);
    expect(location.current.pathname).toBe('/marketplace/create');
  });
});
