import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto, BookingImageDto } from '@wrapsmith/core/contract';
import { BOOKING_IMAGE_LIMIT } from '@wrapsmith/core';
import { apiError, json, type FakeCall, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeBooking } from '../../features/bookings/booking-fixtures.test-support.ts';
import { BOOKING_PHOTO_MESSAGES as P } from '../../features/bookings/booking-messages.ts';
import { STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';
import { quoteReplies } from '../../features/quotes/quote-replies.test-support.ts';

const ID = 'bkg_7f3a9c';
const UPLOAD = 'POST /user/images/upload-booking';

const photo = (n: number): BookingImageDto => ({
  _id: `img_${n}`,
  url: `/api/v1/user/images/booking/img_${n}`,
  width: 2048,
  height: 1536,
  createdAt: `2030-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
});

function open(booking: BookingDto, replies: Record<string, FakeReply> = {}) {
  return renderApp(`/work-order?id=${ID}`, {
    user: makeUser({ accountType: 'paid' }),
    replies: { ...STUDIO_REPLIES, ...quoteReplies(ID), [`GET /user/booking/${ID}`]: json({ data: booking }), ...replies },
  });
}

const photosSection = async () => screen.findByRole('region', { name: P.title });
const addInput = () => screen.getByLabelText<HTMLInputElement>(P.add);
const carJpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });
const uploads = (calls: FakeCall[]) => calls.filter((c) => `${c.method} ${c.path}` === UPLOAD).map((c) => c.body as FormData);

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('Work order photos', () => {
  it('shows the booking’s photos as thumbnails that open the full image in a new tab', async () => {
    open(makeBooking({ images: [photo(1), photo(2)] }));
    const section = await photosSection();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([photo(1).url, photo(2).url]);
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(within(section).getByRole('img', { name: P.photoAlt(2) }).getAttribute('src')).toBe(photo(2).url);
    expect(within(section).queryByText(P.empty)).toBeNull();
    const input = addInput();
    expect([input.type, input.accept, input.hasAttribute('capture')]).toEqual(['file', 'image/*', false]);
  });

  it('says No photos yet. for a booking without photos', async () => {
    open(makeBooking());
    const section = await photosSection();
    expect(within(section).getByText(P.empty)).toBeTruthy();
    expect(within(section).queryAllByRole('img')).toEqual([]);
  });

  it('uploads an added photo with the booking id, shows it uploading, then shows it', async () => {
    let answer: (reply: ReturnType<typeof json>) => void = () => undefined;
    const { calls } = open(makeBooking({ images: [photo(1)] }), { [UPLOAD]: () => new Promise((resolve) => (answer = resolve)) });
    await photosSection();
    await userEvent.upload(addInput(), carJpeg());
    expect(await screen.findByText(P.uploading)).toBeTruthy();
    expect(addInput().disabled).toBe(true);
    const [form] = uploads(calls);
    expect(form?.get('bookingId')).toBe(ID);
    expect((form?.get('images') as File | null)?.name).toBe('car.jpg');
    expect(form?.getAll('images')).toHaveLength(1);

    answer(json({ data: { ...photo(2), bookingId: ID } }, 201));
    expect(await screen.findByRole('img', { name: P.photoAlt(2) })).toBeTruthy();
    expect(screen.getByText(P.added)).toBeTruthy();
    expect(screen.queryByText(P.uploading)).toBeNull();
    expect(addInput().disabled).toBe(false);
    expect(addInput().value).toBe('');
  });

  it('shows the server’s reason when the upload is refused', async () => {
    const { calls } = open(makeBooking(), { [UPLOAD]: apiError(413, 'The image is too large. The limit is 10 MB.', 'PAYLOAD_TOO_LARGE') });
    await photosSection();
    await userEvent.upload(addInput(), carJpeg());
    expect((await screen.findByRole('alert')).textContent).toBe('The image is too large. The limit is 10 MB.');
    expect(addInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(P.empty)).toBeTruthy();
    expect(uploads(calls)).toHaveLength(1);
  });

  it('deletes a photo only after the confirmation', async () => {
    const { calls } = open(makeBooking({ images: [photo(1), photo(2)] }), { 'DELETE /user/images/booking/img_1': json({ message: 'Photo deleted' }) });
    const section = await photosSection();
    const deletes = () => calls.filter((c) => c.method === 'DELETE');

    await userEvent.click(within(section).getByRole('button', { name: P.deleteLabel(1) }));
    let dialog = screen.getByRole('dialog', { name: P.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: P.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes()).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: P.deleteLabel(1) }));
    dialog = screen.getByRole('dialog', { name: P.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: P.confirmDelete }));
    expect(await screen.findByText(P.deleted)).toBeTruthy();
    expect(deletes().map((c) => c.path)).toEqual(['/user/images/booking/img_1']);
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([photo(2).url]);
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('heading', { name: P.title })));
  });

  it('keeps the photo and says why when the delete fails', async () => {
    open(makeBooking({ images: [photo(1)] }), { 'DELETE /user/images/booking/img_1': apiError(404, 'Photo not found', 'NOT_FOUND') });
    const section = await photosSection();
    await userEvent.click(within(section).getByRole('button', { name: P.deleteLabel(1) }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: P.confirmDelete }));
    expect((await screen.findByRole('alert')).textContent).toBe('Photo not found');
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });

  it(`stops offering Add photo at ${BOOKING_IMAGE_LIMIT} photos`, async () => {
    open(makeBooking({ images: Array.from({ length: BOOKING_IMAGE_LIMIT }, (_, i) => photo(i + 1)) }));
    await photosSection();
    expect(addInput().disabled).toBe(true);
    expect(screen.getByText(P.full(BOOKING_IMAGE_LIMIT))).toBeTruthy();
  });
});
