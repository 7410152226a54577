// /scan (docs/decisions/018): the camera and a chosen photo, with getUserMedia and BarcodeDetector
// stubbed.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentUrl, renderRoute } from '../../render';
import { server } from '@/mocks/node';

/** What the stubbed detector reads in the next picture; null: no code in it. */
let decoded: string | null = null;

class FakeBarcodeDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code']);
  detect() {
    return Promise.resolve(decoded === null ? [] : [{ rawValue: decoded }]);
  }
}

type FakeTrack = { stop: ReturnType<typeof vi.fn> };

function cameraStream(): { stream: MediaStream; track: FakeTrack } {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

const own = (path: string) => `${window.location.origin}${path}`;

beforeEach(() => {
  decoded = null;
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ close: () => {} }));
  // jsdom plays no video: a playing camera picture with a size.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('/scan with the camera', () => {
  test('asks for the rear camera; an official zone link shows the zone, city and operator, then Continue leads to it', async () => {
    const { stream, track } = cameraStream();
    const getUserMedia = stubCamera(() => Promise.resolve(stream));
    decoded = own('/?z=RI-Z1');
    const { router, user } = await renderRoute('/scan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Scan the QR code' })).toBeVisible();
    // The camera is asked for once the page has mounted (an effect after the heading's first paint).
    await waitFor(() =>
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false }),
    );
    expect(await screen.findByText('Official parking zone')).toBeVisible();
    expect(await screen.findByText('Zona 1')).toBeVisible();
    expect(screen.getByText('RIJEKA')).toBeVisible();
    expect(screen.getByText('Rijeka plus d.o.o.')).toBeVisible();
    // The camera is off once the code is read.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z1'));
  });

  test('a foreign address: the warning, the text as plain text (no link), the official address and the city list', async () => {
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded = 'https://parking.example.hr.evil.com/?z=RI-Z1';
    const { router, user } = await renderRoute('/scan');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code does not lead to the official portal');
    expect(alert).toHaveTextContent(/fake sticker/);
    expect(screen.getByText(decoded)).toBeVisible();
    expect(screen.getByText(decoded).closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    expect(screen.getByText(window.location.origin)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Find your zone in the city list' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome/cities'));
  });

  test('a long foreign text is cut at 200 characters', async () => {
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded = `javascript:${'a'.repeat(500)}`;
    await renderRoute('/scan');
    const shown = await screen.findByText(/^javascript:a+…$/);
    expect(Array.from(shown.textContent ?? '')).toHaveLength(200);
  });

  test('a refused code shows no invisible or direction characters', async () => {
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded =
      'https://parking.example.hr\u200b.evil.example/\u202erh.elpmaxe\u2066\u061c\ufeff\u2028pay\u{e0041}\u{e007f}';
    await renderRoute('/scan');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code does not lead to the official portal',
    );
    const shown = screen.getByText('https://parking.example.hr.evil.example/rh.elpmaxe pay');
    expect(shown).toBeVisible();
    expect(shown.textContent).not.toMatch(/[\p{Cf}\p{Cc}\u2028\u2029]/u);
  });

  test('a well-formed zone the API does not know: zone not found, and the city list', async () => {
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded = own('/?z=NO-SUCH-ZONE');
    await renderRoute('/scan');
    expect(await screen.findByText('Zone not found')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your zone in the city list' })).toBeVisible();
  });

  test('the zone check failing is an error with a retry, not "not found"', async () => {
    server.use(http.get('*/sms-api/vpa/vpa-zone-status', () => new HttpResponse(null, { status: 500 })));
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded = own('/?z=RI-Z1');
    await renderRoute('/scan');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('Zone not found')).toBeNull();
  });

  test('"Scan again" starts the camera anew', async () => {
    stubCamera(() => Promise.resolve(cameraStream().stream));
    decoded = 'hello';
    const { user } = await renderRoute('/scan');
    expect(await screen.findByText('hello')).toBeVisible();
    decoded = null;
    await user.click(screen.getByRole('button', { name: 'Scan again' }));
    expect(await screen.findByText('Looking for a QR code…')).toBeVisible();
  });

  test('the camera stops when the screen is left', async () => {
    const { stream, track } = cameraStream();
    stubCamera(() => Promise.resolve(stream));
    const { router } = await renderRoute('/scan');
    expect(await screen.findByText('Looking for a QR code…')).toBeVisible();
    expect(track.stop).not.toHaveBeenCalled();
    await router.navigate('/welcome');
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  test('the camera refused: a clear message, a photo and the city list', async () => {
    stubCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    await renderRoute('/scan');
    expect(await screen.findByText('No access to the camera')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your zone in the city list' })).toBeVisible();
  });

  test('no camera on the device', async () => {
    stubCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    await renderRoute('/scan');
    expect(await screen.findByText('No camera available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  });

  test('no camera API at all (an old browser, or not a secure page)', async () => {
    await renderRoute('/scan');
    expect(await screen.findByText('No camera available')).toBeVisible();
  });

  test('the decoder failing to load: a clear message and the other ways', async () => {
    const { stream, track } = cameraStream();
    stubCamera(() => Promise.resolve(stream));
    vi.stubGlobal('BarcodeDetector', undefined);
    vi.doMock('@/features/scan/zxing-detector', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      await renderRoute('/scan');
      expect(await screen.findByText('The code reader could not be loaded')).toBeVisible();
      await waitFor(() => expect(track.stop).toHaveBeenCalled());
      expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Find your zone in the city list' })).toBeVisible();
    } finally {
      vi.doUnmock('@/features/scan/zxing-detector');
    }
  });
});

describe('/scan with a photo', () => {
  test('a photo of an official code leads to the zone', async () => {
    decoded = own('/?z=RI-Z1');
    const { user } = await renderRoute('/scan');
    expect(await screen.findByText('No camera available')).toBeVisible();
    const photo = new File(['jpeg'], 'sticker.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(await screen.findByText('Zona 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeVisible();
  });

  test('a photo without a code says so', async () => {
    decoded = null;
    const { user } = await renderRoute('/scan');
    await screen.findByText('No camera available');
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'x.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('No QR code found')).toBeVisible();
  });
});

describe('the ways to the scanner', () => {
  test('"Scan QR code" on /welcome', async () => {
    const { router, user } = await renderRoute('/welcome');
    await user.click(await screen.findByRole('link', { name: 'Scan QR code' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/scan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan the QR code' })).toBeVisible();
  });

  test('"Scan QR code" in the menu', async () => {
    const { router, user } = await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Scan QR code' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/scan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan the QR code' })).toBeVisible();
  });
});
