import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/errors';
import { zoneQueries } from '@/api/queries';
import { PageHeading } from '@/components/page-heading';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { config } from '@/lib/config';
import { recordField } from '@/lib/field-data/record';
import { homePath } from '@/lib/paths';
import { loadQrDetector, readQrCode } from './qr-detector';
import { checkScannedText, type ScanVerdict } from './zone-link';

const CITIES_PATH = '/welcome/cities';
/** Time between two looks at the camera picture: quick enough to feel live, light on a phone. */
const FRAME_INTERVAL_MS = 250;

type CameraState = 'starting' | 'on' | 'denied' | 'unavailable' | 'decoderFailed';
type PhotoState = 'idle' | 'reading' | 'noCode' | 'decoderFailed';

/** The origins whose zone links lead on: the page's own, and those the deployment names. */
function officialOrigins(): string[] {
  return [window.location.origin, ...config.officialOrigins];
}

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The rear camera while `active`, read every FRAME_INTERVAL_MS until a QR code is found; every
 * track stops when the scanner is left or no longer active.
 */
function useCameraScan(active: boolean, onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  const hasCamera =
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [state, setState] = useState<CameraState>(hasCamera ? 'starting' : 'unavailable');

  useEffect(() => {
    if (!active || !hasCamera) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const video = videoRef.current;

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(cameraFailure(error));
        return;
      }
      if (stopped || !video) return stopStream(stream);
      video.srcObject = stream;
      // Autoplay of a muted inline video is allowed; a refusal leaves the first frame, still readable.
      await video.play().catch(() => undefined);
      if (stopped) return;
      setState('on');
      let qr;
      try {
        qr = await loadQrDetector();
      } catch {
        if (!stopped) {
          stopStream(stream);
          setState('decoderFailed');
        }
        return;
      }
      const look = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const text = await readQrCode(qr, video).catch(() => null);
          if (stopped) return;
          if (text) return onTextRef.current(text);
        }
        timer = window.setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopStream(stream);
      if (video) video.srcObject = null;
      setState(hasCamera ? 'starting' : 'unavailable');
    };
  }, [active, hasCamera]);

  return { videoRef, state };
}

/** /scan: reads the QR code of a parking meter in the portal itself, safe from fake stickers. */
export function ScanPage() {
  const { t } = useTranslation('scan');
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [photo, setPhoto] = useState<PhotoState>('idle');
  const onText = (text: string) => {
    setPhoto('idle');
    const checked = checkScannedText(text, officialOrigins());
    if (checked.kind === 'foreign') recordField({ kind: 'scan-foreign' });
    setVerdict(checked);
  };
  const camera = useCameraScan(verdict === null, onText);
  const inputRef = useRef<HTMLInputElement>(null);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same photo again is a new choice
    if (!file) return;
    setPhoto('reading');
    let qr;
    try {
      qr = await loadQrDetector();
    } catch {
      return setPhoto('decoderFailed');
    }
    const text = await readQrCode(qr, file).catch(() => null);
    if (text) onText(text);
    else setPhoto('noCode');
  };

  const scanAgain = () => {
    setPhoto('idle');
    setVerdict(null);
  };

  return (
    <Box>
      <PageHeading>{t('title')}</PageHeading>
      {verdict === null ? (
        <>
          <Typography sx={{ mt: 1.5 }}>{t('intro')}</Typography>
          <CameraView state={camera.state} videoRef={camera.videoRef} />
        </>
      ) : verdict.kind === 'zone' ? (
        <ZoneCheck zoneCode={verdict.zoneCode} />
      ) : (
        <ForeignCode shown={verdict.shown} />
      )}

      {photo === 'noCode' ? (
        <StatusAlert severity="warning" title={t('photo.noCodeTitle')}>
          {t('photo.noCode')}
        </StatusAlert>
      ) : photo === 'decoderFailed' ? (
        <StatusAlert severity="error" title={t('decoderFailed.title')}>
          {t('decoderFailed.text')}
        </StatusAlert>
      ) : null}

      <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
        {verdict !== null ? (
          <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={scanAgain}>
            {t('scanAgain')}
          </Button>
        ) : null}
        <Button
          variant={verdict === null && camera.state !== 'on' ? 'contained' : 'outlined'}
          size="large"
          sx={{ minHeight: 48 }}
          disabled={photo === 'reading'}
          startIcon={photo === 'reading' ? <CircularProgress size={20} aria-hidden /> : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {photo === 'reading' ? t('photo.reading') : t('photo.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('photo.choose')}
          onChange={(event) => void readPhoto(event)}
        />
        <Button component={Link} to={CITIES_PATH} variant="text" size="large" sx={{ minHeight: 48 }}>
          {t('cities')}
        </Button>
      </Box>
    </Box>
  );
}

function CameraView({
  state,
  videoRef,
}: {
  state: CameraState;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useTranslation('scan');
  const live = state === 'starting' || state === 'on';
  return (
    <>
      <Box
        sx={{
          display: live ? 'block' : 'none',
          position: 'relative',
          mt: 2,
          mx: 'auto',
          width: '100%',
          maxWidth: 360,
          aspectRatio: '1 / 1',
          bgcolor: '#212121',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={t('camera.view')}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {state === 'starting' ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress sx={{ color: '#FFFFFF' }} aria-hidden />
          </Box>
        ) : null}
      </Box>
      {state === 'on' ? (
        <Typography role="status" sx={{ mt: 1, textAlign: 'center' }}>
          {t('camera.looking')}
        </Typography>
      ) : state === 'starting' ? (
        <Typography role="status" sx={{ mt: 1, textAlign: 'center' }}>
          {t('camera.starting')}
        </Typography>
      ) : state === 'denied' ? (
        <StatusAlert severity="warning" title={t('camera.deniedTitle')}>
          {t('camera.denied')}
        </StatusAlert>
      ) : state === 'unavailable' ? (
        <StatusAlert severity="warning" title={t('camera.unavailableTitle')}>
          {t('camera.unavailable')}
        </StatusAlert>
      ) : (
        <StatusAlert severity="error" title={t('decoderFailed.title')}>
          {t('decoderFailed.text')}
        </StatusAlert>
      )}
    </>
  );
}

/** An official zone link: which zone, city and operator it is, before the visitor goes on. */
function ZoneCheck({ zoneCode }: { zoneCode: string }) {
  const { t } = useTranslation(['scan', 'common']);
  const status = useQuery(zoneQueries.status(zoneCode));
  const footer = useQuery(zoneQueries.footer(zoneCode));

  if (status.isPending || footer.isPending) return <PageSkeleton header={false} rows={2} />;
  if (status.isError) {
    const failure = toApiFailure(status.error);
    if (failure.kind === 'http' && failure.status === 404) {
      return (
        <StatusAlert severity="warning" title={t('scan:notFound.title')}>
          {t('scan:notFound.text')}
        </StatusAlert>
      );
    }
    return (
      <QueryErrorAlert onRetry={() => void status.refetch()}>
        {failure.kind === 'offline' ? t('common:errors.offline') : t('common:errors.fetch')}
      </QueryErrorAlert>
    );
  }
  const zone = status.data;
  const company = footer.data?.companyName;
  const rows = [
    { label: t('scan:official.zone'), value: zone.zone },
    { label: t('scan:official.city'), value: zone.city },
    ...(company ? [{ label: t('scan:official.company'), value: company }] : []),
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <StatusAlert severity="success" title={t('scan:official.title')}>
        {t('scan:official.text')}
      </StatusAlert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="body2" sx={{ color: '#424242' }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        component={Link}
        to={homePath(zoneCode)}
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3, minHeight: 48 }}
      >
        {t('common:actions.continue')}
      </Button>
    </Box>
  );
}

/** Anything else: a warning, the text as plain text, and the official address. */
function ForeignCode({ shown }: { shown: string }) {
  const { t } = useTranslation('scan');
  const official = officialOrigins();
  return (
    <Box sx={{ mt: 2 }}>
      <StatusAlert severity="error" title={t('foreign.title')}>
        {t('foreign.text')}
      </StatusAlert>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('foreign.decoded')}
      </Typography>
      <Box
        component="p"
        data-testid="scanned-text"
        sx={{
          mt: 0.5,
          mb: 2,
          p: 1.5,
          bgcolor: '#F5F5F5',
          border: '1px solid #757575',
          borderRadius: 1,
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
        }}
      >
        {shown === '' ? t('foreign.empty') : shown}
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('foreign.adviceTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{t('foreign.advice')}</Typography>
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
        {official.map((origin) => (
          <Typography component="li" key={origin} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {origin}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
