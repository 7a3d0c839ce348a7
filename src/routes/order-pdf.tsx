// /profil/narudzba/:number/pdf: a resource route (no component), the order's PDF.
export { orderPdfLoader as loader } from "#src/features/checkout/order-pdf.server.ts";
