/** Jetkiz's requisites are written once, in the domain (the site's footer shows the same). */
export { JETKIZ_REQUISITES } from '@jetkiz/domain';
