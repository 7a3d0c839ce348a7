// DO NOT EDIT: generated from schemas/openapi.yaml (updateCartItem response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/cart.schema.json"}},"$id":"https://schemas.vitrina.local/operations/updateCartItem.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Cart","description":"A cart (spec 3): its id, lines, coupon, member card, chosen methods, guest user and prices, all computed by the server. protectCode is answered once, by the call that created the cart.","type":"object","properties":{"id":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"status":{"type":"string","enum":["active","archived"]},"language":{"$ref":"../common/language-code.schema.json"},"items":{"type":"array","maxItems":200,"items":{"$ref":"./cart-item.schema.json"}},"qty":{"description":"Units in the cart.","type":"integer","minimum":0,"maximum":10000000},"digitalOnly":{"description":"Only e-products: no shipping step.","type":"boolean"},"coupon":{"oneOf":[{"type":"null"},{"title":"CartCoupon","type":"object","properties":{"code":{"type":"string","maxLength":40,"minLength":1},"kind":{"type":"string","enum":["percent","fixed"]},"amount":{"type":"integer","minimum":1,"maximum":100000000000}},"required":["code","kind","amount"],"additionalProperties":false}]},"couponCode":{"oneOf":[{"type":"null"},{"type":"string","maxLength":40,"minLength":1}]},"memberCardBarcode":{"oneOf":[{"type":"null"},{"type":"string","pattern":"^[0-9]{13}$","minLength":13,"maxLength":13}]},"deliveryMethodId":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":2147483647}]},"paymentMethodId":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":2147483647}]},"options":{"title":"CartOptions","type":"object","properties":{"deliveryBranchId":{"oneOf":[{"type":"null"},{"type":"string","maxLength":64,"minLength":1}]}},"required":["deliveryBranchId"],"additionalProperties":false},"instructions":{"type":"string","maxLength":2000},"guestUser":{"oneOf":[{"type":"null"},{"$ref":"./guest-user.schema.json"}]},"userId":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":2147483647}]},"prices":{"$ref":"./cart-prices.schema.json"},"notices":{"type":"array","maxItems":200,"items":{"$ref":"./cart-notice.schema.json"}}},"required":["id","status","language","items","qty","digitalOnly","coupon","couponCode","memberCardBarcode","deliveryMethodId","paymentMethodId","options","instructions","guestUser","userId","prices","notices"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema20 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartNotice","description":"Something the server changed in the cart on its own, for the shopper to be told (issue 17): a quantity capped to stock, a line dropped, a coupon removed.","type":"object","properties":{"key":{"type":"string","enum":["quantityCapped","itemUnavailable","couponRemoved"]},"itemId":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"type":"integer","minimum":0,"maximum":9999},"name":{"type":"string","maxLength":500}},"required":["key"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-notice.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
const pattern1 = new RegExp("^[a-z]{3}$", "u");
const pattern5 = new RegExp("^[0-9]{13}$", "u");
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItem","description":"A line of a cart (spec 3 cart item): the product's data in the cart's language, its prices in minor units (finalPrice per unit with options, row for the line) with the converted view, and its availability.","type":"object","properties":{"itemId":{"type":"integer","minimum":1,"maximum":2147483647},"productId":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"type":"integer","minimum":1,"maximum":9999},"productData":{"title":"CartProductData","type":"object","properties":{"name":{"type":"string","maxLength":500,"minLength":1},"sku":{"type":"string","maxLength":200,"minLength":1},"slug":{"type":"string","maxLength":200},"mainProductSlug":{"type":"string","maxLength":200},"format":{"$ref":"./product-format.schema.json"},"isVisibleIndividually":{"type":"boolean"},"media":{"type":"array","maxItems":20,"items":{"$ref":"./product-media.schema.json"}},"variantLabel":{"description":"A configurable product's chosen values, e.g. 'Crvena, 0,75 l'.","type":"string","maxLength":300},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}},"components":{"description":"A bundle's components as chosen.","type":"array","maxItems":50,"items":{"$ref":"./cart-bundle-component.schema.json"}}},"required":["name","sku","slug","mainProductSlug","format","isVisibleIndividually","media"],"additionalProperties":false},"prices":{"title":"CartItemPrices","type":"object","properties":{"finalPrice":{"description":"Unit price in minor units: the product's final price (or membership price with a valid card) plus option surcharges.","type":"integer","minimum":0,"maximum":100000000000},"row":{"type":"integer","minimum":0,"maximum":100000000000},"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"converted":{"type":"object","properties":{"finalPrice":{"type":"integer","minimum":0,"maximum":100000000000},"row":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["finalPrice","row"],"additionalProperties":false}},"required":["finalPrice","row","rateBasisPoints"],"additionalProperties":false},"options":{"$ref":"./cart-item-options.schema.json"},"stock":{"description":"Units left to sell; null: unlimited.","oneOf":[{"type":"null"},{"type":"integer","minimum":0,"maximum":2147483647}]},"isAvailable":{"description":"The product is still sold and the line's quantity is in stock.","type":"boolean"}},"required":["itemId","productId","qty","productData","prices","options","stock","isAvailable"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFormat","description":"The four product formats of spec 3.","type":"string","enum":["Simple","Configurable","Bundle","EProduct"],"$id":"https://schemas.vitrina.local/entities/product-format.schema.json"};
const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPersonalization","description":"A custom option the shopper typed, as a cart line or an order line shows it: the option's title in the cart's language and the text typed (spec 2 cart view).","type":"object","properties":{"label":{"type":"string","maxLength":200,"minLength":1},"value":{"type":"string","maxLength":1000,"minLength":1}},"required":["label","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-personalization.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductMedia","description":"One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-media.schema.json"};
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const pattern2 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-media.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.src === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "src") || (key0 === "alt"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.src !== undefined){
let data0 = data.src;
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err3 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern2.test(data0)){
const err5 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.alt !== undefined){
let data1 = data.alt;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err7 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartBundleComponent","description":"A bundle's component as the shopper chose it (a configurable component's variant).","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","maxLength":500,"minLength":1},"qty":{"type":"integer","minimum":1,"maximum":9999},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}}},"required":["productId","name","qty"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-bundle-component.schema.json"};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-bundle-component.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate5.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.productId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.qty === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "productId") || (key0 === "name")) || (key0 === "qty")) || (key0 === "personalizations"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.productId !== undefined){
let data0 = data.productId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.qty !== undefined){
let data2 = data.qty;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.personalizations !== undefined){
let data3 = data.personalizations;
if(Array.isArray(data3)){
if(data3.length > 20){
const err13 = {instancePath:instancePath+"/personalizations",schemaPath:"#/properties/personalizations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.label === undefined){
const err14 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.value === undefined){
const err15 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "label") || (key1 === "value"))){
const err16 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.label !== undefined){
let data5 = data4.label;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err17 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.value !== undefined){
let data6 = data4.value;
if(typeof data6 === "string"){
if(func1(data6) > 1000){
const err20 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data6) < 1){
const err21 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/personalizations",schemaPath:"#/properties/personalizations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema10 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItemOptions","description":"spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.","type":"object","properties":{"personalizations":{"$ref":"./personalizations.schema.json"},"bundleOptions":{"oneOf":[{"type":"null"},{"type":"array","maxItems":50,"items":{"title":"BundleOption","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"The bundle's component (as checkBundles lists it)."},"variantId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"A configurable component's chosen variant (a Simple or EProduct product)."},"personalizations":{"$ref":"./personalizations.schema.json"}},"required":["productId"],"additionalProperties":false}}]}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item-options.schema.json"};
const schema11 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Personalizations","description":"spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.","type":"object","propertyNames":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"additionalProperties":{"type":"string","minLength":1,"maxLength":1000},"maxProperties":20,"$id":"https://schemas.vitrina.local/entities/personalizations.schema.json"};
const pattern3 = new RegExp("^[A-Za-z0-9._-]+$", "u");

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-item-options.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate7.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "personalizations") || (key0 === "bundleOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.personalizations !== undefined){
let data0 = data.personalizations;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 20){
const err1 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key1 in data0){
const _errs5 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 64){
const err2 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(key1) < 1){
const err3 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern3.test(key1)){
const err4 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs5 === errors;
if(!valid2){
const err6 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data0){
let data1 = data0[key2];
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err7 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bundleOptions !== undefined){
let data2 = data.bundleOptions;
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs14 = errors;
if(Array.isArray(data2)){
if(data2.length > 50){
const err12 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.productId === undefined){
const err13 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key3 in data3){
if(!(((key3 === "productId") || (key3 === "variantId")) || (key3 === "personalizations"))){
const err14 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.productId !== undefined){
let data4 = data3.productId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data3.variantId !== undefined){
let data5 = data3.variantId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data3.personalizations !== undefined){
let data6 = data3.personalizations;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 20){
const err21 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key4 in data6){
const _errs26 = errors;
if(typeof key4 === "string"){
if(func1(key4) > 64){
const err22 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(key4) < 1){
const err23 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern3.test(key4)){
const err24 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid9 = _errs26 === errors;
if(!valid9){
const err26 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(typeof data7 === "string"){
if(func1(data7) > 1000){
const err27 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data7) < 1){
const err28 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err33 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}
validate7.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.itemId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.qty === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.productData === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productData"},message:"must have required property '"+"productData"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.prices === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"},message:"must have required property '"+"prices"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.options === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.stock === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stock"},message:"must have required property '"+"stock"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.isAvailable === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isAvailable"},message:"must have required property '"+"isAvailable"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "itemId") || (key0 === "productId")) || (key0 === "qty")) || (key0 === "productData")) || (key0 === "prices")) || (key0 === "options")) || (key0 === "stock")) || (key0 === "isAvailable"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.itemId !== undefined){
let data0 = data.itemId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.productId !== undefined){
let data1 = data.productId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.qty !== undefined){
let data2 = data.qty;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.productData !== undefined){
let data3 = data.productData;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err18 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.sku === undefined){
const err19 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.slug === undefined){
const err20 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.mainProductSlug === undefined){
const err21 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "mainProductSlug"},message:"must have required property '"+"mainProductSlug"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.format === undefined){
const err22 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.isVisibleIndividually === undefined){
const err23 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "isVisibleIndividually"},message:"must have required property '"+"isVisibleIndividually"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.media === undefined){
const err24 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/required",keyword:"required",params:{missingProperty: "media"},message:"must have required property '"+"media"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data3){
if(!(func0.call(schema3.properties.productData.properties, key1))){
const err25 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func1(data4) > 500){
const err26 = {instancePath:instancePath+"/productData/name",schemaPath:"#/properties/productData/properties/name/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data4) < 1){
const err27 = {instancePath:instancePath+"/productData/name",schemaPath:"#/properties/productData/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/productData/name",schemaPath:"#/properties/productData/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data3.sku !== undefined){
let data5 = data3.sku;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err29 = {instancePath:instancePath+"/productData/sku",schemaPath:"#/properties/productData/properties/sku/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data5) < 1){
const err30 = {instancePath:instancePath+"/productData/sku",schemaPath:"#/properties/productData/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/productData/sku",schemaPath:"#/properties/productData/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data3.slug !== undefined){
let data6 = data3.slug;
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err32 = {instancePath:instancePath+"/productData/slug",schemaPath:"#/properties/productData/properties/slug/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/productData/slug",schemaPath:"#/properties/productData/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.mainProductSlug !== undefined){
let data7 = data3.mainProductSlug;
if(typeof data7 === "string"){
if(func1(data7) > 200){
const err34 = {instancePath:instancePath+"/productData/mainProductSlug",schemaPath:"#/properties/productData/properties/mainProductSlug/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/productData/mainProductSlug",schemaPath:"#/properties/productData/properties/mainProductSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data3.format !== undefined){
let data8 = data3.format;
if(typeof data8 !== "string"){
const err36 = {instancePath:instancePath+"/productData/format",schemaPath:"./product-format.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data8 === "Simple") || (data8 === "Configurable")) || (data8 === "Bundle")) || (data8 === "EProduct"))){
const err37 = {instancePath:instancePath+"/productData/format",schemaPath:"./product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data3.isVisibleIndividually !== undefined){
if(typeof data3.isVisibleIndividually !== "boolean"){
const err38 = {instancePath:instancePath+"/productData/isVisibleIndividually",schemaPath:"#/properties/productData/properties/isVisibleIndividually/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data3.media !== undefined){
let data10 = data3.media;
if(Array.isArray(data10)){
if(data10.length > 20){
const err39 = {instancePath:instancePath+"/productData/media",schemaPath:"#/properties/productData/properties/media/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate3(data10[i0], {instancePath:instancePath+"/productData/media/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
}
else {
const err40 = {instancePath:instancePath+"/productData/media",schemaPath:"#/properties/productData/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data3.variantLabel !== undefined){
let data12 = data3.variantLabel;
if(typeof data12 === "string"){
if(func1(data12) > 300){
const err41 = {instancePath:instancePath+"/productData/variantLabel",schemaPath:"#/properties/productData/properties/variantLabel/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/productData/variantLabel",schemaPath:"#/properties/productData/properties/variantLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data3.personalizations !== undefined){
let data13 = data3.personalizations;
if(Array.isArray(data13)){
if(data13.length > 20){
const err43 = {instancePath:instancePath+"/productData/personalizations",schemaPath:"#/properties/productData/properties/personalizations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.label === undefined){
const err44 = {instancePath:instancePath+"/productData/personalizations/" + i1,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14.value === undefined){
const err45 = {instancePath:instancePath+"/productData/personalizations/" + i1,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key2 in data14){
if(!((key2 === "label") || (key2 === "value"))){
const err46 = {instancePath:instancePath+"/productData/personalizations/" + i1,schemaPath:"./cart-personalization.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data14.label !== undefined){
let data15 = data14.label;
if(typeof data15 === "string"){
if(func1(data15) > 200){
const err47 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data15) < 1){
const err48 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.value !== undefined){
let data16 = data14.value;
if(typeof data16 === "string"){
if(func1(data16) > 1000){
const err50 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data16) < 1){
const err51 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/productData/personalizations/" + i1+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/productData/personalizations/" + i1,schemaPath:"./cart-personalization.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/productData/personalizations",schemaPath:"#/properties/productData/properties/personalizations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data3.components !== undefined){
let data17 = data3.components;
if(Array.isArray(data17)){
if(data17.length > 50){
const err55 = {instancePath:instancePath+"/productData/components",schemaPath:"#/properties/productData/properties/components/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
if(!(validate5(data17[i2], {instancePath:instancePath+"/productData/components/" + i2,parentData:data17,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
}
}
else {
const err56 = {instancePath:instancePath+"/productData/components",schemaPath:"#/properties/productData/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/productData",schemaPath:"#/properties/productData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.prices !== undefined){
let data19 = data.prices;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.finalPrice === undefined){
const err58 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data19.row === undefined){
const err59 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data19.rateBasisPoints === undefined){
const err60 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/required",keyword:"required",params:{missingProperty: "rateBasisPoints"},message:"must have required property '"+"rateBasisPoints"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key3 in data19){
if(!((((key3 === "finalPrice") || (key3 === "row")) || (key3 === "rateBasisPoints")) || (key3 === "converted"))){
const err61 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data19.finalPrice !== undefined){
let data20 = data19.finalPrice;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err62 = {instancePath:instancePath+"/prices/finalPrice",schemaPath:"#/properties/prices/properties/finalPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 100000000000 || isNaN(data20)){
const err63 = {instancePath:instancePath+"/prices/finalPrice",schemaPath:"#/properties/prices/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err64 = {instancePath:instancePath+"/prices/finalPrice",schemaPath:"#/properties/prices/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data19.row !== undefined){
let data21 = data19.row;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err65 = {instancePath:instancePath+"/prices/row",schemaPath:"#/properties/prices/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 100000000000 || isNaN(data21)){
const err66 = {instancePath:instancePath+"/prices/row",schemaPath:"#/properties/prices/properties/row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err67 = {instancePath:instancePath+"/prices/row",schemaPath:"#/properties/prices/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data19.rateBasisPoints !== undefined){
let data22 = data19.rateBasisPoints;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err68 = {instancePath:instancePath+"/prices/rateBasisPoints",schemaPath:"#/properties/prices/properties/rateBasisPoints/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 10000 || isNaN(data22)){
const err69 = {instancePath:instancePath+"/prices/rateBasisPoints",schemaPath:"#/properties/prices/properties/rateBasisPoints/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err70 = {instancePath:instancePath+"/prices/rateBasisPoints",schemaPath:"#/properties/prices/properties/rateBasisPoints/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data19.converted !== undefined){
let data23 = data19.converted;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.finalPrice === undefined){
const err71 = {instancePath:instancePath+"/prices/converted",schemaPath:"#/properties/prices/properties/converted/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data23.row === undefined){
const err72 = {instancePath:instancePath+"/prices/converted",schemaPath:"#/properties/prices/properties/converted/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key4 in data23){
if(!((key4 === "finalPrice") || (key4 === "row"))){
const err73 = {instancePath:instancePath+"/prices/converted",schemaPath:"#/properties/prices/properties/converted/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data23.finalPrice !== undefined){
let data24 = data23.finalPrice;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err74 = {instancePath:instancePath+"/prices/converted/finalPrice",schemaPath:"#/properties/prices/properties/converted/properties/finalPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 100000000000 || isNaN(data24)){
const err75 = {instancePath:instancePath+"/prices/converted/finalPrice",schemaPath:"#/properties/prices/properties/converted/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err76 = {instancePath:instancePath+"/prices/converted/finalPrice",schemaPath:"#/properties/prices/properties/converted/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data23.row !== undefined){
let data25 = data23.row;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err77 = {instancePath:instancePath+"/prices/converted/row",schemaPath:"#/properties/prices/properties/converted/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 100000000000 || isNaN(data25)){
const err78 = {instancePath:instancePath+"/prices/converted/row",schemaPath:"#/properties/prices/properties/converted/properties/row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data25 < 0 || isNaN(data25)){
const err79 = {instancePath:instancePath+"/prices/converted/row",schemaPath:"#/properties/prices/properties/converted/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
}
else {
const err80 = {instancePath:instancePath+"/prices/converted",schemaPath:"#/properties/prices/properties/converted/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.options !== undefined){
if(!(validate7(data.options, {instancePath:instancePath+"/options",parentData:data,parentDataProperty:"options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
if(data.stock !== undefined){
let data27 = data.stock;
const _errs60 = errors;
let valid13 = false;
let passing0 = null;
const _errs61 = errors;
if(data27 !== null){
const err82 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid0 = _errs61 === errors;
if(_valid0){
valid13 = true;
passing0 = 0;
}
const _errs63 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err83 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 2147483647 || isNaN(data27)){
const err84 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err85 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var _valid0 = _errs63 === errors;
if(_valid0 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid13 = true;
passing0 = 1;
}
}
if(!valid13){
const err86 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
if(data.isAvailable !== undefined){
if(typeof data.isAvailable !== "boolean"){
const err87 = {instancePath:instancePath+"/isAvailable",schemaPath:"#/properties/isAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema13 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"GuestUser","description":"A shopper who checks out without an account (spec 3 guest user): kept in the cart; the guestUser cookie holds only its e-mail.","type":"object","properties":{"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"details":{"type":"object","properties":{"firstName":{"type":"string","maxLength":100,"minLength":1},"lastName":{"type":"string","maxLength":100,"minLength":1}},"required":["firstName","lastName"],"additionalProperties":false},"company":{"oneOf":[{"type":"null"},{"type":"object","properties":{"name":{"type":"string","maxLength":200,"minLength":1},"oib":{"type":"string","pattern":"^[0-9]{11}$","minLength":11,"maxLength":11}},"required":["name","oib"],"additionalProperties":false}]},"addresses":{"description":"The Main (billing) and Shipping (delivery) address.","type":"array","maxItems":2,"items":{"$ref":"../forms/address.schema.json"}}},"required":["email"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/guest-user.schema.json"};
const schema14 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern6 = new RegExp("^[0-9]{11}$", "u");
const pattern7 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern8 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern9 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern10 = new RegExp("^[A-Z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/guest-user.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "email") || (key0 === "details")) || (key0 === "company")) || (key0 === "addresses"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats2.test(data0))){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.details !== undefined){
let data1 = data.details;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.firstName === undefined){
const err6 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.lastName === undefined){
const err7 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "firstName") || (key1 === "lastName"))){
const err8 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.firstName !== undefined){
let data2 = data1.firstName;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err9 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.lastName !== undefined){
let data3 = data1.lastName;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err12 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.company !== undefined){
let data4 = data.company;
const _errs12 = errors;
let valid2 = false;
let passing0 = null;
const _errs13 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err17 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.oib === undefined){
const err18 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "oib"},message:"must have required property '"+"oib"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data4){
if(!((key2 === "name") || (key2 === "oib"))){
const err19 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err20 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data5) < 1){
const err21 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.oib !== undefined){
let data6 = data4.oib;
if(typeof data6 === "string"){
if(func1(data6) > 11){
const err23 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data6) < 11){
const err24 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern6.test(data6)){
const err25 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/pattern",keyword:"pattern",params:{pattern: "^[0-9]{11}$"},message:"must match pattern \""+"^[0-9]{11}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err28 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.addresses !== undefined){
let data7 = data.addresses;
if(Array.isArray(data7)){
if(data7.length > 2){
const err29 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs27 = errors;
let valid7 = true;
const _errs28 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing0;
if((data8.isCompany === undefined) && (missing0 = "isCompany")){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(data8.isCompany !== undefined){
if(true !== data8.isCompany){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
var _valid1 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs30 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.companyName === undefined){
const err32 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.companyOIB === undefined){
const err33 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid1 = _errs30 === errors;
valid7 = _valid1;
if(valid7){
var props1 = {};
props1.companyName = true;
props1.companyOIB = true;
props1.isCompany = true;
}
}
if(!valid7){
const err34 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.type === undefined){
const err35 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.firstName === undefined){
const err36 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data8.lastName === undefined){
const err37 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8.contactEmail === undefined){
const err38 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data8.contactPhone === undefined){
const err39 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8.country === undefined){
const err40 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data8.city === undefined){
const err41 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data8.street === undefined){
const err42 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data8.houseNumber === undefined){
const err43 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data8.zipCode === undefined){
const err44 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key3 in data8){
if(!(func0.call(schema14.properties, key3))){
const err45 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data8.type !== undefined){
let data10 = data8.type;
if(typeof data10 !== "string"){
const err46 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!((data10 === "Main") || (data10 === "Shipping"))){
const err47 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema14.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data8.firstName !== undefined){
let data11 = data8.firstName;
if(typeof data11 === "string"){
if(func1(data11) > 100){
const err48 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func1(data11) < 1){
const err49 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern7.test(data11)){
const err50 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data8.lastName !== undefined){
let data12 = data8.lastName;
if(typeof data12 === "string"){
if(func1(data12) > 100){
const err52 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func1(data12) < 1){
const err53 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!pattern8.test(data12)){
const err54 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data8.contactEmail !== undefined){
let data13 = data8.contactEmail;
if(typeof data13 === "string"){
if(func1(data13) > 254){
const err56 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func1(data13) < 1){
const err57 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!(formats2.test(data13))){
const err58 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data8.contactPhone !== undefined){
let data14 = data8.contactPhone;
if(typeof data14 === "string"){
if(func1(data14) > 30){
const err60 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func1(data14) < 1){
const err61 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern9.test(data14)){
const err62 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data8.country !== undefined){
let data15 = data8.country;
if(typeof data15 === "string"){
if(func1(data15) > 75){
const err64 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func1(data15) < 1){
const err65 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!pattern10.test(data15)){
const err66 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data8.city !== undefined){
let data16 = data8.city;
if(typeof data16 === "string"){
if(func1(data16) > 75){
const err68 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(func1(data16) < 1){
const err69 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data8.street !== undefined){
let data17 = data8.street;
if(typeof data17 === "string"){
if(func1(data17) > 75){
const err71 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func1(data17) < 1){
const err72 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data8.houseNumber !== undefined){
let data18 = data8.houseNumber;
if(typeof data18 === "string"){
if(func1(data18) > 15){
const err74 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data18) < 1){
const err75 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data8.zipCode !== undefined){
let data19 = data8.zipCode;
if(typeof data19 === "string"){
if(func1(data19) > 25){
const err77 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data19) < 1){
const err78 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data8.region !== undefined){
let data20 = data8.region;
if(typeof data20 === "string"){
if(func1(data20) > 75){
const err80 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data8.isCompany !== undefined){
if(typeof data8.isCompany !== "boolean"){
const err82 = {instancePath:instancePath+"/addresses/" + i0+"/isCompany",schemaPath:"../forms/address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data8.companyName !== undefined){
let data22 = data8.companyName;
if(typeof data22 === "string"){
if(func1(data22) > 200){
const err83 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(func1(data22) < 1){
const err84 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data8.companyOIB !== undefined){
let data23 = data8.companyOIB;
if(typeof data23 === "string"){
if(func1(data23) > 11){
const err86 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func1(data23) < 1){
const err87 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
let oibValid0 = /^[0-9]{11}$/.test(data23);
if(oibValid0){
let oibSum0 = 10;
for(let oibI0=0; oibI0<10; oibI0++){
oibSum0 = (oibSum0 + Number(data23[oibI0])) % 10;
oibSum0 = ((oibSum0 === 0 ? 10 : oibSum0) * 2) % 11;
}
oibValid0 = (11 - oibSum0) % 10 === Number(data23[10]);
}
if(!oibValid0){
const err88 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema15 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPrices","description":"spec 3 cart prices, computed by the server only: the amounts in the main currency (minor units), the VAT each amount holds (tax, same keys), the breakdown per VAT rate, and the converted-currency view when the shopper chose another currency.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"$ref":"./cart-totals.schema.json"},"taxRates":{"type":"array","maxItems":10,"items":{"$ref":"./tax-rate-line.schema.json"}},"currency":{"$ref":"./currency.schema.json"},"converted":{"title":"ConvertedCartTotals","type":"object","properties":{"currency":{"$ref":"./currency.schema.json"},"rate":{"type":"number","exclusiveMinimum":0,"maximum":1000000},"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["currency","rate","itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal","tax","taxRates","currency"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-prices.schema.json"};
const schema16 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartTotals","description":"The amounts of a cart in minor units (cents): itemsTotal (lines at their prices), coupon and loyalty (discounts, positive), delivery, cartTotal (itemsTotal - coupon - loyalty) and orderTotal (cartTotal + delivery). Prices include VAT.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-totals.schema.json"};
const schema17 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"TaxRateLine","description":"The VAT in a cart or order at one rate: the gross amount taxed at it and the tax it holds, in minor units.","type":"object","properties":{"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"gross":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["rateBasisPoints","gross","tax"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/tax-rate-line.schema.json"};
const schema18 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-prices.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.itemsTotal === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.coupon === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.loyalty === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.delivery === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.cartTotal === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.orderTotal === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.tax === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.taxRates === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxRates"},message:"must have required property '"+"taxRates"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.currency === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema15.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.itemsTotal !== undefined){
let data0 = data.itemsTotal;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000000000 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/itemsTotal",schemaPath:"#/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.coupon !== undefined){
let data1 = data.coupon;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000000000 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.loyalty !== undefined){
let data2 = data.loyalty;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000000 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.delivery !== undefined){
let data3 = data.delivery;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err19 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100000000000 || isNaN(data3)){
const err20 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.cartTotal !== undefined){
let data4 = data.cartTotal;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err22 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000000 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/cartTotal",schemaPath:"#/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.orderTotal !== undefined){
let data5 = data.orderTotal;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err25 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000000 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/orderTotal",schemaPath:"#/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.tax !== undefined){
let data6 = data.tax;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.itemsTotal === undefined){
const err28 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.coupon === undefined){
const err29 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.loyalty === undefined){
const err30 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.delivery === undefined){
const err31 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.cartTotal === undefined){
const err32 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.orderTotal === undefined){
const err33 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data6){
if(!((((((key1 === "itemsTotal") || (key1 === "coupon")) || (key1 === "loyalty")) || (key1 === "delivery")) || (key1 === "cartTotal")) || (key1 === "orderTotal"))){
const err34 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.itemsTotal !== undefined){
let data7 = data6.itemsTotal;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err35 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000000 || isNaN(data7)){
const err36 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err37 = {instancePath:instancePath+"/tax/itemsTotal",schemaPath:"./cart-totals.schema.json/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data6.coupon !== undefined){
let data8 = data6.coupon;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err38 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000000 || isNaN(data8)){
const err39 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err40 = {instancePath:instancePath+"/tax/coupon",schemaPath:"./cart-totals.schema.json/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data6.loyalty !== undefined){
let data9 = data6.loyalty;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err41 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100000000000 || isNaN(data9)){
const err42 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err43 = {instancePath:instancePath+"/tax/loyalty",schemaPath:"./cart-totals.schema.json/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data6.delivery !== undefined){
let data10 = data6.delivery;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err44 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000000000 || isNaN(data10)){
const err45 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err46 = {instancePath:instancePath+"/tax/delivery",schemaPath:"./cart-totals.schema.json/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data6.cartTotal !== undefined){
let data11 = data6.cartTotal;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err47 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
const err48 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err49 = {instancePath:instancePath+"/tax/cartTotal",schemaPath:"./cart-totals.schema.json/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data6.orderTotal !== undefined){
let data12 = data6.orderTotal;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err50 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000000 || isNaN(data12)){
const err51 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err52 = {instancePath:instancePath+"/tax/orderTotal",schemaPath:"./cart-totals.schema.json/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/tax",schemaPath:"./cart-totals.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.taxRates !== undefined){
let data13 = data.taxRates;
if(Array.isArray(data13)){
if(data13.length > 10){
const err54 = {instancePath:instancePath+"/taxRates",schemaPath:"#/properties/taxRates/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.rateBasisPoints === undefined){
const err55 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "rateBasisPoints"},message:"must have required property '"+"rateBasisPoints"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data14.gross === undefined){
const err56 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "gross"},message:"must have required property '"+"gross"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data14.tax === undefined){
const err57 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "rateBasisPoints") || (key2 === "gross")) || (key2 === "tax"))){
const err58 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data14.rateBasisPoints !== undefined){
let data15 = data14.rateBasisPoints;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err59 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000 || isNaN(data15)){
const err60 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err61 = {instancePath:instancePath+"/taxRates/" + i0+"/rateBasisPoints",schemaPath:"./tax-rate-line.schema.json/properties/rateBasisPoints/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data14.gross !== undefined){
let data16 = data14.gross;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err62 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100000000000 || isNaN(data16)){
const err63 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err64 = {instancePath:instancePath+"/taxRates/" + i0+"/gross",schemaPath:"./tax-rate-line.schema.json/properties/gross/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data14.tax !== undefined){
let data17 = data14.tax;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err65 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100000000000 || isNaN(data17)){
const err66 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err67 = {instancePath:instancePath+"/taxRates/" + i0+"/tax",schemaPath:"./tax-rate-line.schema.json/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/taxRates/" + i0,schemaPath:"./tax-rate-line.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/taxRates",schemaPath:"#/properties/taxRates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.currency !== undefined){
let data18 = data.currency;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err70 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data18.label === undefined){
const err71 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data18.symbol === undefined){
const err72 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key3 in data18){
if(!(((key3 === "id") || (key3 === "label")) || (key3 === "symbol"))){
const err73 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err74 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2147483647 || isNaN(data19)){
const err75 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err76 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data18.label !== undefined){
let data20 = data18.label;
if(typeof data20 === "string"){
if(func1(data20) > 10){
const err77 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data20) < 1){
const err78 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data18.symbol !== undefined){
let data21 = data18.symbol;
if(typeof data21 === "string"){
if(func1(data21) > 10){
const err80 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func1(data21) < 1){
const err81 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.converted !== undefined){
let data22 = data.converted;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.currency === undefined){
const err84 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data22.rate === undefined){
const err85 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data22.itemsTotal === undefined){
const err86 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "itemsTotal"},message:"must have required property '"+"itemsTotal"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data22.coupon === undefined){
const err87 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data22.loyalty === undefined){
const err88 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data22.delivery === undefined){
const err89 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data22.cartTotal === undefined){
const err90 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data22.orderTotal === undefined){
const err91 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/required",keyword:"required",params:{missingProperty: "orderTotal"},message:"must have required property '"+"orderTotal"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key4 in data22){
if(!((((((((key4 === "currency") || (key4 === "rate")) || (key4 === "itemsTotal")) || (key4 === "coupon")) || (key4 === "loyalty")) || (key4 === "delivery")) || (key4 === "cartTotal")) || (key4 === "orderTotal"))){
const err92 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data22.currency !== undefined){
let data23 = data22.currency;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.id === undefined){
const err93 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data23.label === undefined){
const err94 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data23.symbol === undefined){
const err95 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
for(const key5 in data23){
if(!(((key5 === "id") || (key5 === "label")) || (key5 === "symbol"))){
const err96 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data23.id !== undefined){
let data24 = data23.id;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err97 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 2147483647 || isNaN(data24)){
const err98 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data24 < 1 || isNaN(data24)){
const err99 = {instancePath:instancePath+"/converted/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data23.label !== undefined){
let data25 = data23.label;
if(typeof data25 === "string"){
if(func1(data25) > 10){
const err100 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func1(data25) < 1){
const err101 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/converted/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data23.symbol !== undefined){
let data26 = data23.symbol;
if(typeof data26 === "string"){
if(func1(data26) > 10){
const err103 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(func1(data26) < 1){
const err104 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/converted/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/converted/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data22.rate !== undefined){
let data27 = data22.rate;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 1000000 || isNaN(data27)){
const err107 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data27 <= 0 || isNaN(data27)){
const err108 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/converted/rate",schemaPath:"#/properties/converted/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data22.itemsTotal !== undefined){
let data28 = data22.itemsTotal;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err110 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 100000000000 || isNaN(data28)){
const err111 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err112 = {instancePath:instancePath+"/converted/itemsTotal",schemaPath:"#/properties/converted/properties/itemsTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
if(data22.coupon !== undefined){
let data29 = data22.coupon;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err113 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 100000000000 || isNaN(data29)){
const err114 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data29 < 0 || isNaN(data29)){
const err115 = {instancePath:instancePath+"/converted/coupon",schemaPath:"#/properties/converted/properties/coupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data22.loyalty !== undefined){
let data30 = data22.loyalty;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err116 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 100000000000 || isNaN(data30)){
const err117 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data30 < 0 || isNaN(data30)){
const err118 = {instancePath:instancePath+"/converted/loyalty",schemaPath:"#/properties/converted/properties/loyalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data22.delivery !== undefined){
let data31 = data22.delivery;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err119 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 100000000000 || isNaN(data31)){
const err120 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data31 < 0 || isNaN(data31)){
const err121 = {instancePath:instancePath+"/converted/delivery",schemaPath:"#/properties/converted/properties/delivery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data22.cartTotal !== undefined){
let data32 = data22.cartTotal;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err122 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 100000000000 || isNaN(data32)){
const err123 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err124 = {instancePath:instancePath+"/converted/cartTotal",schemaPath:"#/properties/converted/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
if(data22.orderTotal !== undefined){
let data33 = data22.orderTotal;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err125 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 100000000000 || isNaN(data33)){
const err126 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err127 = {instancePath:instancePath+"/converted/orderTotal",schemaPath:"#/properties/converted/properties/orderTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/converted",schemaPath:"#/properties/converted/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.language === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.items === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.qty === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.digitalOnly === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digitalOnly"},message:"must have required property '"+"digitalOnly"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.coupon === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.couponCode === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "couponCode"},message:"must have required property '"+"couponCode"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.memberCardBarcode === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.deliveryMethodId === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveryMethodId"},message:"must have required property '"+"deliveryMethodId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.paymentMethodId === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentMethodId"},message:"must have required property '"+"paymentMethodId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.options === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.instructions === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.guestUser === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guestUser"},message:"must have required property '"+"guestUser"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.userId === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.prices === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"},message:"must have required property '"+"prices"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.notices === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notices"},message:"must have required property '"+"notices"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err18 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data0) < 36){
const err19 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats0.test(data0))){
const err20 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func1(data1) > 32){
const err22 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data1) < 32){
const err23 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern0.test(data1)){
const err24 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data2 === "active") || (data2 === "archived"))){
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 === "string"){
if(func1(data3) > 3){
const err28 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data3) < 3){
const err29 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data3)){
const err30 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.items !== undefined){
let data4 = data.items;
if(Array.isArray(data4)){
if(data4.length > 200){
const err32 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err33 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.qty !== undefined){
let data6 = data.qty;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err34 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000000 || isNaN(data6)){
const err35 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err36 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.digitalOnly !== undefined){
if(typeof data.digitalOnly !== "boolean"){
const err37 = {instancePath:instancePath+"/digitalOnly",schemaPath:"#/properties/digitalOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.coupon !== undefined){
let data8 = data.coupon;
const _errs19 = errors;
let valid4 = false;
let passing0 = null;
const _errs20 = errors;
if(data8 !== null){
const err38 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs22 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.code === undefined){
const err39 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8.kind === undefined){
const err40 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data8.amount === undefined){
const err41 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "code") || (key1 === "kind")) || (key1 === "amount"))){
const err42 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data8.code !== undefined){
let data9 = data8.code;
if(typeof data9 === "string"){
if(func1(data9) > 40){
const err43 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func1(data9) < 1){
const err44 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data8.kind !== undefined){
let data10 = data8.kind;
if(typeof data10 !== "string"){
const err46 = {instancePath:instancePath+"/coupon/kind",schemaPath:"#/properties/coupon/oneOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!((data10 === "percent") || (data10 === "fixed"))){
const err47 = {instancePath:instancePath+"/coupon/kind",schemaPath:"#/properties/coupon/oneOf/1/properties/kind/enum",keyword:"enum",params:{allowedValues: schema1.properties.coupon.oneOf[1].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data8.amount !== undefined){
let data11 = data8.amount;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err48 = {instancePath:instancePath+"/coupon/amount",schemaPath:"#/properties/coupon/oneOf/1/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
const err49 = {instancePath:instancePath+"/coupon/amount",schemaPath:"#/properties/coupon/oneOf/1/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err50 = {instancePath:instancePath+"/coupon/amount",schemaPath:"#/properties/coupon/oneOf/1/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err52 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.couponCode !== undefined){
let data12 = data.couponCode;
const _errs32 = errors;
let valid6 = false;
let passing1 = null;
const _errs33 = errors;
if(data12 !== null){
const err53 = {instancePath:instancePath+"/couponCode",schemaPath:"#/properties/couponCode/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs33 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs35 = errors;
if(typeof data12 === "string"){
if(func1(data12) > 40){
const err54 = {instancePath:instancePath+"/couponCode",schemaPath:"#/properties/couponCode/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(func1(data12) < 1){
const err55 = {instancePath:instancePath+"/couponCode",schemaPath:"#/properties/couponCode/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/couponCode",schemaPath:"#/properties/couponCode/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid1 = _errs35 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err57 = {instancePath:instancePath+"/couponCode",schemaPath:"#/properties/couponCode/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.memberCardBarcode !== undefined){
let data13 = data.memberCardBarcode;
const _errs38 = errors;
let valid7 = false;
let passing2 = null;
const _errs39 = errors;
if(data13 !== null){
const err58 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid2 = _errs39 === errors;
if(_valid2){
valid7 = true;
passing2 = 0;
}
const _errs41 = errors;
if(typeof data13 === "string"){
if(func1(data13) > 13){
const err59 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 13},message:"must NOT have more than 13 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func1(data13) < 13){
const err60 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/minLength",keyword:"minLength",params:{limit: 13},message:"must NOT have fewer than 13 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern5.test(data13)){
const err61 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid2 = _errs41 === errors;
if(_valid2 && valid7){
valid7 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid7 = true;
passing2 = 1;
}
}
if(!valid7){
const err63 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.deliveryMethodId !== undefined){
let data14 = data.deliveryMethodId;
const _errs44 = errors;
let valid8 = false;
let passing3 = null;
const _errs45 = errors;
if(data14 !== null){
const err64 = {instancePath:instancePath+"/deliveryMethodId",schemaPath:"#/properties/deliveryMethodId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs45 === errors;
if(_valid3){
valid8 = true;
passing3 = 0;
}
const _errs47 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err65 = {instancePath:instancePath+"/deliveryMethodId",schemaPath:"#/properties/deliveryMethodId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 2147483647 || isNaN(data14)){
const err66 = {instancePath:instancePath+"/deliveryMethodId",schemaPath:"#/properties/deliveryMethodId/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err67 = {instancePath:instancePath+"/deliveryMethodId",schemaPath:"#/properties/deliveryMethodId/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var _valid3 = _errs47 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid8 = true;
passing3 = 1;
}
}
if(!valid8){
const err68 = {instancePath:instancePath+"/deliveryMethodId",schemaPath:"#/properties/deliveryMethodId/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.paymentMethodId !== undefined){
let data15 = data.paymentMethodId;
const _errs50 = errors;
let valid9 = false;
let passing4 = null;
const _errs51 = errors;
if(data15 !== null){
const err69 = {instancePath:instancePath+"/paymentMethodId",schemaPath:"#/properties/paymentMethodId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid4 = _errs51 === errors;
if(_valid4){
valid9 = true;
passing4 = 0;
}
const _errs53 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err70 = {instancePath:instancePath+"/paymentMethodId",schemaPath:"#/properties/paymentMethodId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err71 = {instancePath:instancePath+"/paymentMethodId",schemaPath:"#/properties/paymentMethodId/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err72 = {instancePath:instancePath+"/paymentMethodId",schemaPath:"#/properties/paymentMethodId/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var _valid4 = _errs53 === errors;
if(_valid4 && valid9){
valid9 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid9 = true;
passing4 = 1;
}
}
if(!valid9){
const err73 = {instancePath:instancePath+"/paymentMethodId",schemaPath:"#/properties/paymentMethodId/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
}
if(data.options !== undefined){
let data16 = data.options;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.deliveryBranchId === undefined){
const err74 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/required",keyword:"required",params:{missingProperty: "deliveryBranchId"},message:"must have required property '"+"deliveryBranchId"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key2 in data16){
if(!(key2 === "deliveryBranchId")){
const err75 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data16.deliveryBranchId !== undefined){
let data17 = data16.deliveryBranchId;
const _errs59 = errors;
let valid11 = false;
let passing5 = null;
const _errs60 = errors;
if(data17 !== null){
const err76 = {instancePath:instancePath+"/options/deliveryBranchId",schemaPath:"#/properties/options/properties/deliveryBranchId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid5 = _errs60 === errors;
if(_valid5){
valid11 = true;
passing5 = 0;
}
const _errs62 = errors;
if(typeof data17 === "string"){
if(func1(data17) > 64){
const err77 = {instancePath:instancePath+"/options/deliveryBranchId",schemaPath:"#/properties/options/properties/deliveryBranchId/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data17) < 1){
const err78 = {instancePath:instancePath+"/options/deliveryBranchId",schemaPath:"#/properties/options/properties/deliveryBranchId/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/options/deliveryBranchId",schemaPath:"#/properties/options/properties/deliveryBranchId/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid5 = _errs62 === errors;
if(_valid5 && valid11){
valid11 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid11 = true;
passing5 = 1;
}
}
if(!valid11){
const err80 = {instancePath:instancePath+"/options/deliveryBranchId",schemaPath:"#/properties/options/properties/deliveryBranchId/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err81 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.instructions !== undefined){
let data18 = data.instructions;
if(typeof data18 === "string"){
if(func1(data18) > 2000){
const err82 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.guestUser !== undefined){
let data19 = data.guestUser;
const _errs67 = errors;
let valid12 = false;
let passing6 = null;
const _errs68 = errors;
if(data19 !== null){
const err84 = {instancePath:instancePath+"/guestUser",schemaPath:"#/properties/guestUser/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid6 = _errs68 === errors;
if(_valid6){
valid12 = true;
passing6 = 0;
}
const _errs70 = errors;
if(!(validate10(data19, {instancePath:instancePath+"/guestUser",parentData:data,parentDataProperty:"guestUser",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var _valid6 = _errs70 === errors;
if(_valid6 && valid12){
valid12 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid12 = true;
passing6 = 1;
}
}
if(!valid12){
const err85 = {instancePath:instancePath+"/guestUser",schemaPath:"#/properties/guestUser/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
}
if(data.userId !== undefined){
let data20 = data.userId;
const _errs72 = errors;
let valid13 = false;
let passing7 = null;
const _errs73 = errors;
if(data20 !== null){
const err86 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid7 = _errs73 === errors;
if(_valid7){
valid13 = true;
passing7 = 0;
}
const _errs75 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err87 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 2147483647 || isNaN(data20)){
const err88 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err89 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
var _valid7 = _errs75 === errors;
if(_valid7 && valid13){
valid13 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid13 = true;
passing7 = 1;
}
}
if(!valid13){
const err90 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
if(data.prices !== undefined){
if(!(validate12(data.prices, {instancePath:instancePath+"/prices",parentData:data,parentDataProperty:"prices",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data.notices !== undefined){
let data22 = data.notices;
if(Array.isArray(data22)){
if(data22.length > 200){
const err91 = {instancePath:instancePath+"/notices",schemaPath:"#/properties/notices/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.key === undefined){
const err92 = {instancePath:instancePath+"/notices/" + i1,schemaPath:"./cart-notice.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key3 in data23){
if(!((((key3 === "key") || (key3 === "itemId")) || (key3 === "qty")) || (key3 === "name"))){
const err93 = {instancePath:instancePath+"/notices/" + i1,schemaPath:"./cart-notice.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data23.key !== undefined){
let data24 = data23.key;
if(typeof data24 !== "string"){
const err94 = {instancePath:instancePath+"/notices/" + i1+"/key",schemaPath:"./cart-notice.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(!(((data24 === "quantityCapped") || (data24 === "itemUnavailable")) || (data24 === "couponRemoved"))){
const err95 = {instancePath:instancePath+"/notices/" + i1+"/key",schemaPath:"./cart-notice.schema.json/properties/key/enum",keyword:"enum",params:{allowedValues: schema20.properties.key.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data23.itemId !== undefined){
let data25 = data23.itemId;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err96 = {instancePath:instancePath+"/notices/" + i1+"/itemId",schemaPath:"./cart-notice.schema.json/properties/itemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 2147483647 || isNaN(data25)){
const err97 = {instancePath:instancePath+"/notices/" + i1+"/itemId",schemaPath:"./cart-notice.schema.json/properties/itemId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data25 < 1 || isNaN(data25)){
const err98 = {instancePath:instancePath+"/notices/" + i1+"/itemId",schemaPath:"./cart-notice.schema.json/properties/itemId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
if(data23.qty !== undefined){
let data26 = data23.qty;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err99 = {instancePath:instancePath+"/notices/" + i1+"/qty",schemaPath:"./cart-notice.schema.json/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 9999 || isNaN(data26)){
const err100 = {instancePath:instancePath+"/notices/" + i1+"/qty",schemaPath:"./cart-notice.schema.json/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err101 = {instancePath:instancePath+"/notices/" + i1+"/qty",schemaPath:"./cart-notice.schema.json/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data23.name !== undefined){
let data27 = data23.name;
if(typeof data27 === "string"){
if(func1(data27) > 500){
const err102 = {instancePath:instancePath+"/notices/" + i1+"/name",schemaPath:"./cart-notice.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/notices/" + i1+"/name",schemaPath:"./cart-notice.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/notices/" + i1,schemaPath:"./cart-notice.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/notices",schemaPath:"#/properties/notices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/updateCartItem.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

