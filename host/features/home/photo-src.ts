import { withImageCacheDomain } from '../../../shared/domain/image-variants';
import { config } from '../../services/config';

/** A hotel photo's address on the image cache domain, drawn at `width` with the photo's own proportions. */
export const photoSrc = (path: string, width: number) => withImageCacheDomain(`${path}?width=${width}`, config.imageCacheDomain);
