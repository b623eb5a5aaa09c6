import { ExpandOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ModelGeometry, ModelKind } from '#shared/schemas/file-schemas.ts';
import { useEffect, useRef, useState } from 'react';
import { sizeOf, type Bounds } from './camera-fit.ts';
import { CAD_READ_FAILED } from './occt-mesh.ts';
import { formatBoundingBox } from './preview-format.ts';

type Scene = import('./model-scene.ts').ModelScene;

export const MODEL_SHOW_FAILED = 'This model could not be shown. It may be damaged: download it to open it in your CAD tool.';

/** The bounding box to show: the server's measurement (unit-aware) when there is one, else the drawn mesh's. */
export function boundingBoxReadout(geometry: ModelGeometry | null, drawn: Bounds | null): string | null {
  if (geometry) return formatBoundingBox(geometry.boundingBoxMm);
  if (!drawn) return null;
  const [x, y, z] = sizeOf(drawn);
  return formatBoundingBox({ x, y, z });
}

/**
 * The 3D viewer: three.js (and, for STEP and IGES, OpenCascade in a worker) load only here. Orbit with
 * the left button or one finger, pan with the right button or two fingers, zoom with the wheel or a pinch.
 */
export function ModelViewer({ kind, bytes, geometry, onRetry }: { kind: ModelKind; bytes: ArrayBuffer; geometry: ModelGeometry | null; onRetry: () => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<Scene | null>(null);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; bounds: Bounds } | { status: 'error'; message: string }>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    // A retry fetches the bytes again, which remounts this viewer: it starts as 'loading'.
    let scene: Scene | null = null;
    void (async () => {
      try {
        const { createModelScene, WebGlUnavailableError } = await import('./model-scene.ts');
        if (cancelled || !containerRef.current) return;
        try {
          scene = createModelScene(containerRef.current);
        } catch (error) {
          setState({ status: 'error', message: error instanceof WebGlUnavailableError ? error.message : MODEL_SHOW_FAILED });
          return;
        }
        sceneRef.current = scene;
        // A copy: reading CAD transfers the buffer to its worker, and a retry needs the bytes again.
        const bounds = await scene.show(kind, bytes.slice(0));
        if (!cancelled) setState({ status: 'ready', bounds });
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: error instanceof Error && error.message === CAD_READ_FAILED ? CAD_READ_FAILED : MODEL_SHOW_FAILED });
      }
    })();
    return () => {
      cancelled = true;
      scene?.dispose();
      sceneRef.current = null;
    };
  }, [kind, bytes]);

  const readout = boundingBoxReadout(geometry, state.status === 'ready' ? state.bounds : null);
  return (
    <div className="hh-model">
      <Flex className="hh-model__toolbar" align="center" justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">
          {readout ? (
            <>
              Bounding box: <span data-testid="model-bbox">{readout}</span>
            </>
          ) : (
            'Drag to orbit, right-drag or two fingers to pan, scroll or pinch to zoom.'
          )}
        </Typography.Text>
        <Button icon={<ExpandOutlined />} disabled={state.status !== 'ready'} onClick={() => sceneRef.current?.fit()}>
          Fit
        </Button>
      </Flex>
      <div ref={containerRef} className="hh-model__canvas" data-testid="model-viewer" data-state={state.status}>
        {state.status === 'loading' && (
          <Flex justify="center" align="center" className="hh-model__overlay">
            <Spin />
            <Typography.Text type="secondary">{kind === 'step' || kind === 'iges' ? 'Reading the CAD model…' : 'Loading the model…'}</Typography.Text>
          </Flex>
        )}
      </div>
      {state.status === 'error' && (
        <Alert type="error" showIcon title="The model could not be shown" description={state.message} action={<Button onClick={onRetry}>Retry</Button>} className="hh-model__error" />
      )}
    </div>
  );
}
