// The map preview is shared with the host's editor (components/ui/map-preview.tsx).
export { MapPreview } from '../../../components/ui/map-preview.tsx';
