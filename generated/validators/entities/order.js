// DO NOT EDIT: generated from schemas/entities/order.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Order","description":"An order as its shopper and the back office read it (issue 17): number, state, payment state, totals and its snapshot.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"number":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":20},"status":{"$ref":"./order-status.schema.json"},"paymentStatus":{"type":"string","description":"unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).","enum":["unpaid","awaiting","paid","failed","expired","flagged","refunded"]},"email":{"type":"string","maxLength":254,"minLength":1},"language":{"$ref":"../common/language-code.schema.json"},"total":{"type":"integer","minimum":0,"maximum":100000000000},"currency":{"$ref":"./currency.schema.json"},"createdAt":{"type":"string","format":"date-time","maxLength":40},"snapshot":{"$ref":"./order-snapshot.schema.json"}},"required":["id","number","status","paymentStatus","email","language","total","currency","createdAt","snapshot"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderStatus","description":"An order's state (issue 17): new -> processing -> shipped -> delivered; new or processing -> cancelled (stock returned).","type":"string","enum":["new","processing","shipped","delivered","cancelled"],"$id":"https://schemas.vitrina.local/entities/order-status.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const pattern0 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");
const pattern1 = new RegExp("^[a-z]{3}$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderSnapshot","description":"What an order keeps of its cart and checkout (issue 17): lines, prices with the tax breakdown, addresses, delivery and payment method, consents, coupon, member card, currency and the converted view with its rate, bank transfer details.","type":"object","properties":{"lines":{"type":"array","minItems":1,"maxItems":200,"items":{"$ref":"./order-line.schema.json"}},"prices":{"$ref":"./cart-prices.schema.json"},"billingAddress":{"$ref":"../forms/address.schema.json"},"shippingAddress":{"oneOf":[{"type":"null"},{"$ref":"../forms/address.schema.json"}]},"customer":{"title":"OrderCustomer","type":"object","properties":{"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"firstName":{"type":"string","maxLength":100,"minLength":1},"lastName":{"type":"string","maxLength":100,"minLength":1},"company":{"oneOf":[{"type":"null"},{"type":"object","properties":{"name":{"type":"string","maxLength":200,"minLength":1},"oib":{"type":"string","pattern":"^[0-9]{11}$","minLength":11,"maxLength":11}},"required":["name","oib"],"additionalProperties":false}]},"isGuest":{"type":"boolean"}},"required":["email","firstName","lastName","company","isGuest"],"additionalProperties":false},"delivery":{"oneOf":[{"type":"null"},{"title":"OrderDelivery","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"code":{"type":"string","maxLength":64,"minLength":1},"name":{"type":"string","maxLength":200,"minLength":1},"price":{"type":"integer","minimum":0,"maximum":100000000000},"branch":{"oneOf":[{"type":"null"},{"$ref":"./shop-branch.schema.json"}]}},"required":["id","code","name","price","branch"],"additionalProperties":false}]},"payment":{"title":"OrderPayment","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"code":{"type":"string","maxLength":64,"minLength":1},"kind":{"type":"string","enum":["cashOnDelivery","bankTransfer","card","wallet"]},"name":{"type":"string","maxLength":200,"minLength":1}},"required":["id","code","kind","name"],"additionalProperties":false},"bankTransfer":{"oneOf":[{"type":"null"},{"$ref":"./bank-transfer-details.schema.json"}]},"consents":{"type":"array","maxItems":40,"items":{"title":"OrderConsent","type":"object","properties":{"id":{"type":"string","maxLength":100,"minLength":1},"form":{"type":"string","maxLength":100,"minLength":1},"email":{"type":"string","maxLength":254,"minLength":1},"statusTimestamp":{"type":"string","format":"date-time","maxLength":40}},"required":["id","form","email","statusTimestamp"],"additionalProperties":false}},"coupon":{"oneOf":[{"type":"null"},{"title":"OrderCoupon","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"code":{"type":"string","maxLength":40,"minLength":1}},"required":["id","code"],"additionalProperties":false}]},"memberCardBarcode":{"oneOf":[{"type":"null"},{"type":"string","pattern":"^[0-9]{13}$","minLength":13,"maxLength":13}]},"instructions":{"type":"string","maxLength":2000}},"required":["lines","prices","billingAddress","shippingAddress","customer","delivery","payment","bankTransfer","consents","coupon","memberCardBarcode","instructions"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order-snapshot.schema.json"};
const schema17 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const schema19 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopBranch","description":"A place a delivery method hands parcels over at (spec 3 delivery method options.branches): a pickup counter or a parcel locker.","type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string","maxLength":200,"minLength":1},"address":{"type":"string","maxLength":300}},"required":["id","name"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/shop-branch.schema.json"};
const schema20 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BankTransferDetails","description":"Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.","type":"object","properties":{"payee":{"type":"string","maxLength":30,"minLength":1},"payeeStreet":{"type":"string","maxLength":27,"minLength":1},"payeeCity":{"type":"string","maxLength":27,"minLength":1},"iban":{"type":"string","pattern":"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$","minLength":15,"maxLength":34},"model":{"type":"string","pattern":"^HR[0-9]{2}$","minLength":4,"maxLength":4},"reference":{"type":"string","pattern":"^[0-9-]{1,22}$","minLength":1,"maxLength":22},"purposeCode":{"type":"string","pattern":"^[A-Z]{4}$","minLength":4,"maxLength":4},"description":{"type":"string","maxLength":35}},"required":["payee","payeeStreet","payeeCity","iban","model"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bank-transfer-details.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderLine","description":"A line of an order as it was sold: product, name and sku then, quantity, prices in minor units, VAT rate and options.","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647},"sku":{"type":"string","maxLength":200,"minLength":1},"name":{"type":"string","maxLength":500,"minLength":1},"qty":{"type":"integer","minimum":1,"maximum":9999},"unitPrice":{"type":"integer","minimum":0,"maximum":100000000000},"row":{"type":"integer","minimum":0,"maximum":100000000000},"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"variantLabel":{"type":"string","maxLength":300},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}},"components":{"type":"array","maxItems":50,"items":{"$ref":"./cart-bundle-component.schema.json"}},"options":{"$ref":"./cart-item-options.schema.json"}},"required":["productId","sku","name","qty","unitPrice","row","rateBasisPoints","options"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order-line.schema.json"};
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPersonalization","description":"A custom option the shopper typed, as a cart line or an order line shows it: the option's title in the cart's language and the text typed (spec 2 cart view).","type":"object","properties":{"label":{"type":"string","maxLength":200,"minLength":1},"value":{"type":"string","maxLength":1000,"minLength":1}},"required":["label","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-personalization.schema.json"};
const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartBundleComponent","description":"A bundle's component as the shopper chose it (a configurable component's variant).","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","maxLength":500,"minLength":1},"qty":{"type":"integer","minimum":1,"maximum":9999},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}}},"required":["productId","name","qty"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-bundle-component.schema.json"};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-bundle-component.schema.json" */;
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
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItemOptions","description":"spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.","type":"object","properties":{"personalizations":{"$ref":"./personalizations.schema.json"},"bundleOptions":{"oneOf":[{"type":"null"},{"type":"array","maxItems":50,"items":{"title":"BundleOption","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"The bundle's component (as checkBundles lists it)."},"variantId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"A configurable component's chosen variant (a Simple or EProduct product)."},"personalizations":{"$ref":"./personalizations.schema.json"}},"required":["productId"],"additionalProperties":false}}]}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item-options.schema.json"};
const schema10 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Personalizations","description":"spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.","type":"object","propertyNames":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"additionalProperties":{"type":"string","minLength":1,"maxLength":1000},"maxProperties":20,"$id":"https://schemas.vitrina.local/entities/personalizations.schema.json"};
const pattern2 = new RegExp("^[A-Za-z0-9._-]+$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-item-options.schema.json" */;
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
if(!pattern2.test(key1)){
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
if(!pattern2.test(key4)){
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
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/order-line.schema.json" */;
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
if(data.sku === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.qty === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.unitPrice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.row === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.rateBasisPoints === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rateBasisPoints"},message:"must have required property '"+"rateBasisPoints"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.options === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema5.properties, key0))){
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
if(data.productId !== undefined){
let data0 = data.productId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err10 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.sku !== undefined){
let data1 = data.sku;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err12 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data1) < 1){
const err13 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.qty !== undefined){
let data3 = data.qty;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err18 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err20 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.unitPrice !== undefined){
let data4 = data.unitPrice;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err21 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000000 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.row !== undefined){
let data5 = data.row;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000000 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.rateBasisPoints !== undefined){
let data6 = data.rateBasisPoints;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/rateBasisPoints",schemaPath:"#/properties/rateBasisPoints/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/rateBasisPoints",schemaPath:"#/properties/rateBasisPoints/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/rateBasisPoints",schemaPath:"#/properties/rateBasisPoints/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.variantLabel !== undefined){
let data7 = data.variantLabel;
if(typeof data7 === "string"){
if(func1(data7) > 300){
const err30 = {instancePath:instancePath+"/variantLabel",schemaPath:"#/properties/variantLabel/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err31 = {instancePath:instancePath+"/variantLabel",schemaPath:"#/properties/variantLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.personalizations !== undefined){
let data8 = data.personalizations;
if(Array.isArray(data8)){
if(data8.length > 20){
const err32 = {instancePath:instancePath+"/personalizations",schemaPath:"#/properties/personalizations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.label === undefined){
const err33 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9.value === undefined){
const err34 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data9){
if(!((key1 === "label") || (key1 === "value"))){
const err35 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.label !== undefined){
let data10 = data9.label;
if(typeof data10 === "string"){
if(func1(data10) > 200){
const err36 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data10) < 1){
const err37 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/personalizations/" + i0+"/label",schemaPath:"./cart-personalization.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.value !== undefined){
let data11 = data9.value;
if(typeof data11 === "string"){
if(func1(data11) > 1000){
const err39 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data11) < 1){
const err40 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/personalizations/" + i0+"/value",schemaPath:"./cart-personalization.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/personalizations/" + i0,schemaPath:"./cart-personalization.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/personalizations",schemaPath:"#/properties/personalizations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.components !== undefined){
let data12 = data.components;
if(Array.isArray(data12)){
if(data12.length > 50){
const err44 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
if(!(validate3(data12[i1], {instancePath:instancePath+"/components/" + i1,parentData:data12,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
}
else {
const err45 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.options !== undefined){
if(!(validate5(data.options, {instancePath:instancePath+"/options",parentData:data,parentDataProperty:"options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema12 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPrices","description":"spec 3 cart prices, computed by the server only: the amounts in the main currency (minor units), the VAT each amount holds (tax, same keys), the breakdown per VAT rate, and the converted-currency view when the shopper chose another currency.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"$ref":"./cart-totals.schema.json"},"taxRates":{"type":"array","maxItems":10,"items":{"$ref":"./tax-rate-line.schema.json"}},"currency":{"$ref":"./currency.schema.json"},"converted":{"title":"ConvertedCartTotals","type":"object","properties":{"currency":{"$ref":"./currency.schema.json"},"rate":{"type":"number","exclusiveMinimum":0,"maximum":1000000},"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["currency","rate","itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal","tax","taxRates","currency"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-prices.schema.json"};
const schema13 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartTotals","description":"The amounts of a cart in minor units (cents): itemsTotal (lines at their prices), coupon and loyalty (discounts, positive), delivery, cartTotal (itemsTotal - coupon - loyalty) and orderTotal (cartTotal + delivery). Prices include VAT.","type":"object","properties":{"itemsTotal":{"type":"integer","minimum":0,"maximum":100000000000},"coupon":{"type":"integer","minimum":0,"maximum":100000000000},"loyalty":{"type":"integer","minimum":0,"maximum":100000000000},"delivery":{"type":"integer","minimum":0,"maximum":100000000000},"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"orderTotal":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["itemsTotal","coupon","loyalty","delivery","cartTotal","orderTotal"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-totals.schema.json"};
const schema14 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"TaxRateLine","description":"The VAT in a cart or order at one rate: the gross amount taxed at it and the tax it holds, in minor units.","type":"object","properties":{"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"gross":{"type":"integer","minimum":0,"maximum":100000000000},"tax":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["rateBasisPoints","gross","tax"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/tax-rate-line.schema.json"};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-prices.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate8.evaluated;
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
if(!(func0.call(schema12.properties, key0))){
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
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern4 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern5 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern6 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern7 = new RegExp("^[A-Z]{2}$", "u");
const pattern8 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern9 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern12 = new RegExp("^[0-9]{11}$", "u");
const pattern13 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern14 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "u");
const pattern15 = new RegExp("^HR[0-9]{2}$", "u");
const pattern16 = new RegExp("^[0-9-]{1,22}$", "u");
const pattern17 = new RegExp("^[A-Z]{4}$", "u");
const pattern18 = new RegExp("^[0-9]{13}$", "u");
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/order-snapshot.schema.json" */;
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
if(data.lines === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prices === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"},message:"must have required property '"+"prices"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.billingAddress === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billingAddress"},message:"must have required property '"+"billingAddress"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.shippingAddress === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shippingAddress"},message:"must have required property '"+"shippingAddress"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.customer === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customer"},message:"must have required property '"+"customer"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.delivery === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.payment === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payment"},message:"must have required property '"+"payment"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.bankTransfer === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bankTransfer"},message:"must have required property '"+"bankTransfer"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.consents === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.coupon === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coupon"},message:"must have required property '"+"coupon"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.memberCardBarcode === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.instructions === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema4.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lines !== undefined){
let data0 = data.lines;
if(Array.isArray(data0)){
if(data0.length > 200){
const err13 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0.length < 1){
const err14 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data0[i0], {instancePath:instancePath+"/lines/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.prices !== undefined){
if(!(validate8(data.prices, {instancePath:instancePath+"/prices",parentData:data,parentDataProperty:"prices",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
if(data.billingAddress !== undefined){
let data3 = data.billingAddress;
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((data3.isCompany === undefined) && (missing0 = "isCompany")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data3.isCompany !== undefined){
if(true !== data3.isCompany){
const err17 = {};
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
}
var _valid0 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs12 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.companyName === undefined){
const err18 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.companyOIB === undefined){
const err19 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid4 = _valid0;
if(valid4){
var props0 = {};
props0.companyName = true;
props0.companyOIB = true;
props0.isCompany = true;
}
}
if(!valid4){
const err20 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err21 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.firstName === undefined){
const err22 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.lastName === undefined){
const err23 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.contactEmail === undefined){
const err24 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data3.contactPhone === undefined){
const err25 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data3.country === undefined){
const err26 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data3.city === undefined){
const err27 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data3.street === undefined){
const err28 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data3.houseNumber === undefined){
const err29 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data3.zipCode === undefined){
const err30 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key1 in data3){
if(!(func0.call(schema17.properties, key1))){
const err31 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data3.type !== undefined){
let data5 = data3.type;
if(typeof data5 !== "string"){
const err32 = {instancePath:instancePath+"/billingAddress/type",schemaPath:"../forms/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((data5 === "Main") || (data5 === "Shipping"))){
const err33 = {instancePath:instancePath+"/billingAddress/type",schemaPath:"../forms/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema17.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.firstName !== undefined){
let data6 = data3.firstName;
if(typeof data6 === "string"){
if(func1(data6) > 100){
const err34 = {instancePath:instancePath+"/billingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data6) < 1){
const err35 = {instancePath:instancePath+"/billingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern4.test(data6)){
const err36 = {instancePath:instancePath+"/billingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/billingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data3.lastName !== undefined){
let data7 = data3.lastName;
if(typeof data7 === "string"){
if(func1(data7) > 100){
const err38 = {instancePath:instancePath+"/billingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data7) < 1){
const err39 = {instancePath:instancePath+"/billingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern5.test(data7)){
const err40 = {instancePath:instancePath+"/billingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/billingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data3.contactEmail !== undefined){
let data8 = data3.contactEmail;
if(typeof data8 === "string"){
if(func1(data8) > 254){
const err42 = {instancePath:instancePath+"/billingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func1(data8) < 1){
const err43 = {instancePath:instancePath+"/billingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(formats2.test(data8))){
const err44 = {instancePath:instancePath+"/billingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err45 = {instancePath:instancePath+"/billingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data3.contactPhone !== undefined){
let data9 = data3.contactPhone;
if(typeof data9 === "string"){
if(func1(data9) > 30){
const err46 = {instancePath:instancePath+"/billingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func1(data9) < 1){
const err47 = {instancePath:instancePath+"/billingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern6.test(data9)){
const err48 = {instancePath:instancePath+"/billingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
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
const err49 = {instancePath:instancePath+"/billingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data3.country !== undefined){
let data10 = data3.country;
if(typeof data10 === "string"){
if(func1(data10) > 75){
const err50 = {instancePath:instancePath+"/billingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data10) < 1){
const err51 = {instancePath:instancePath+"/billingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern7.test(data10)){
const err52 = {instancePath:instancePath+"/billingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/billingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data3.city !== undefined){
let data11 = data3.city;
if(typeof data11 === "string"){
if(func1(data11) > 75){
const err54 = {instancePath:instancePath+"/billingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(func1(data11) < 1){
const err55 = {instancePath:instancePath+"/billingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err56 = {instancePath:instancePath+"/billingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data3.street !== undefined){
let data12 = data3.street;
if(typeof data12 === "string"){
if(func1(data12) > 75){
const err57 = {instancePath:instancePath+"/billingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(func1(data12) < 1){
const err58 = {instancePath:instancePath+"/billingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err59 = {instancePath:instancePath+"/billingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data3.houseNumber !== undefined){
let data13 = data3.houseNumber;
if(typeof data13 === "string"){
if(func1(data13) > 15){
const err60 = {instancePath:instancePath+"/billingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func1(data13) < 1){
const err61 = {instancePath:instancePath+"/billingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err62 = {instancePath:instancePath+"/billingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data3.zipCode !== undefined){
let data14 = data3.zipCode;
if(typeof data14 === "string"){
if(func1(data14) > 25){
const err63 = {instancePath:instancePath+"/billingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func1(data14) < 1){
const err64 = {instancePath:instancePath+"/billingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/billingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data3.region !== undefined){
let data15 = data3.region;
if(typeof data15 === "string"){
if(func1(data15) > 75){
const err66 = {instancePath:instancePath+"/billingAddress/region",schemaPath:"../forms/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
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
const err67 = {instancePath:instancePath+"/billingAddress/region",schemaPath:"../forms/address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data3.isCompany !== undefined){
if(typeof data3.isCompany !== "boolean"){
const err68 = {instancePath:instancePath+"/billingAddress/isCompany",schemaPath:"../forms/address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data3.companyName !== undefined){
let data17 = data3.companyName;
if(typeof data17 === "string"){
if(func1(data17) > 200){
const err69 = {instancePath:instancePath+"/billingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func1(data17) < 1){
const err70 = {instancePath:instancePath+"/billingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/billingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data3.companyOIB !== undefined){
let data18 = data3.companyOIB;
if(typeof data18 === "string"){
if(func1(data18) > 11){
const err72 = {instancePath:instancePath+"/billingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(func1(data18) < 1){
const err73 = {instancePath:instancePath+"/billingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
let oibValid0 = /^[0-9]{11}$/.test(data18);
if(oibValid0){
let oibSum0 = 10;
for(let oibI0=0; oibI0<10; oibI0++){
oibSum0 = (oibSum0 + Number(data18[oibI0])) % 10;
oibSum0 = ((oibSum0 === 0 ? 10 : oibSum0) * 2) % 11;
}
oibValid0 = (11 - oibSum0) % 10 === Number(data18[10]);
}
if(!oibValid0){
const err74 = {instancePath:instancePath+"/billingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/billingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/billingAddress",schemaPath:"../forms/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.shippingAddress !== undefined){
let data19 = data.shippingAddress;
const _errs43 = errors;
let valid7 = false;
let passing0 = null;
const _errs44 = errors;
if(data19 !== null){
const err77 = {instancePath:instancePath+"/shippingAddress",schemaPath:"#/properties/shippingAddress/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid1 = _errs44 === errors;
if(_valid1){
valid7 = true;
passing0 = 0;
}
const _errs46 = errors;
const _errs49 = errors;
let valid9 = true;
const _errs50 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing1;
if((data19.isCompany === undefined) && (missing1 = "isCompany")){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
if(data19.isCompany !== undefined){
if(true !== data19.isCompany){
const err79 = {};
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
var _valid2 = _errs50 === errors;
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs52 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.companyName === undefined){
const err80 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data19.companyOIB === undefined){
const err81 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var _valid2 = _errs52 === errors;
valid9 = _valid2;
if(valid9){
var props1 = {};
props1.companyName = true;
props1.companyOIB = true;
props1.isCompany = true;
}
}
if(!valid9){
const err82 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.type === undefined){
const err83 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data19.firstName === undefined){
const err84 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data19.lastName === undefined){
const err85 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data19.contactEmail === undefined){
const err86 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data19.contactPhone === undefined){
const err87 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data19.country === undefined){
const err88 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data19.city === undefined){
const err89 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data19.street === undefined){
const err90 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data19.houseNumber === undefined){
const err91 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data19.zipCode === undefined){
const err92 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key2 in data19){
if(!(func0.call(schema17.properties, key2))){
const err93 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data19.type !== undefined){
let data21 = data19.type;
if(typeof data21 !== "string"){
const err94 = {instancePath:instancePath+"/shippingAddress/type",schemaPath:"../forms/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(!((data21 === "Main") || (data21 === "Shipping"))){
const err95 = {instancePath:instancePath+"/shippingAddress/type",schemaPath:"../forms/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema17.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data19.firstName !== undefined){
let data22 = data19.firstName;
if(typeof data22 === "string"){
if(func1(data22) > 100){
const err96 = {instancePath:instancePath+"/shippingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func1(data22) < 1){
const err97 = {instancePath:instancePath+"/shippingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(!pattern8.test(data22)){
const err98 = {instancePath:instancePath+"/shippingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/shippingAddress/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data19.lastName !== undefined){
let data23 = data19.lastName;
if(typeof data23 === "string"){
if(func1(data23) > 100){
const err100 = {instancePath:instancePath+"/shippingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func1(data23) < 1){
const err101 = {instancePath:instancePath+"/shippingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(!pattern9.test(data23)){
const err102 = {instancePath:instancePath+"/shippingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err103 = {instancePath:instancePath+"/shippingAddress/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data19.contactEmail !== undefined){
let data24 = data19.contactEmail;
if(typeof data24 === "string"){
if(func1(data24) > 254){
const err104 = {instancePath:instancePath+"/shippingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(func1(data24) < 1){
const err105 = {instancePath:instancePath+"/shippingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(!(formats2.test(data24))){
const err106 = {instancePath:instancePath+"/shippingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/shippingAddress/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data19.contactPhone !== undefined){
let data25 = data19.contactPhone;
if(typeof data25 === "string"){
if(func1(data25) > 30){
const err108 = {instancePath:instancePath+"/shippingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(func1(data25) < 1){
const err109 = {instancePath:instancePath+"/shippingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(!pattern6.test(data25)){
const err110 = {instancePath:instancePath+"/shippingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/shippingAddress/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data19.country !== undefined){
let data26 = data19.country;
if(typeof data26 === "string"){
if(func1(data26) > 75){
const err112 = {instancePath:instancePath+"/shippingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func1(data26) < 1){
const err113 = {instancePath:instancePath+"/shippingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(!pattern7.test(data26)){
const err114 = {instancePath:instancePath+"/shippingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/shippingAddress/country",schemaPath:"../forms/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data19.city !== undefined){
let data27 = data19.city;
if(typeof data27 === "string"){
if(func1(data27) > 75){
const err116 = {instancePath:instancePath+"/shippingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(func1(data27) < 1){
const err117 = {instancePath:instancePath+"/shippingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/shippingAddress/city",schemaPath:"../forms/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data19.street !== undefined){
let data28 = data19.street;
if(typeof data28 === "string"){
if(func1(data28) > 75){
const err119 = {instancePath:instancePath+"/shippingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(func1(data28) < 1){
const err120 = {instancePath:instancePath+"/shippingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/shippingAddress/street",schemaPath:"../forms/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data19.houseNumber !== undefined){
let data29 = data19.houseNumber;
if(typeof data29 === "string"){
if(func1(data29) > 15){
const err122 = {instancePath:instancePath+"/shippingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(func1(data29) < 1){
const err123 = {instancePath:instancePath+"/shippingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/shippingAddress/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data19.zipCode !== undefined){
let data30 = data19.zipCode;
if(typeof data30 === "string"){
if(func1(data30) > 25){
const err125 = {instancePath:instancePath+"/shippingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(func1(data30) < 1){
const err126 = {instancePath:instancePath+"/shippingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/shippingAddress/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data19.region !== undefined){
let data31 = data19.region;
if(typeof data31 === "string"){
if(func1(data31) > 75){
const err128 = {instancePath:instancePath+"/shippingAddress/region",schemaPath:"../forms/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/shippingAddress/region",schemaPath:"../forms/address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data19.isCompany !== undefined){
if(typeof data19.isCompany !== "boolean"){
const err130 = {instancePath:instancePath+"/shippingAddress/isCompany",schemaPath:"../forms/address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data19.companyName !== undefined){
let data33 = data19.companyName;
if(typeof data33 === "string"){
if(func1(data33) > 200){
const err131 = {instancePath:instancePath+"/shippingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(func1(data33) < 1){
const err132 = {instancePath:instancePath+"/shippingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/shippingAddress/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data19.companyOIB !== undefined){
let data34 = data19.companyOIB;
if(typeof data34 === "string"){
if(func1(data34) > 11){
const err134 = {instancePath:instancePath+"/shippingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(func1(data34) < 1){
const err135 = {instancePath:instancePath+"/shippingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
let oibValid1 = /^[0-9]{11}$/.test(data34);
if(oibValid1){
let oibSum1 = 10;
for(let oibI1=0; oibI1<10; oibI1++){
oibSum1 = (oibSum1 + Number(data34[oibI1])) % 10;
oibSum1 = ((oibSum1 === 0 ? 10 : oibSum1) * 2) % 11;
}
oibValid1 = (11 - oibSum1) % 10 === Number(data34[10]);
}
if(!oibValid1){
const err136 = {instancePath:instancePath+"/shippingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/shippingAddress/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/shippingAddress",schemaPath:"../forms/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid1 = _errs46 === errors;
if(_valid1 && valid7){
valid7 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid7 = true;
passing0 = 1;
}
}
if(!valid7){
const err139 = {instancePath:instancePath+"/shippingAddress",schemaPath:"#/properties/shippingAddress/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.customer !== undefined){
let data35 = data.customer;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.email === undefined){
const err140 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data35.firstName === undefined){
const err141 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data35.lastName === undefined){
const err142 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data35.company === undefined){
const err143 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "company"},message:"must have required property '"+"company"+"'"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data35.isGuest === undefined){
const err144 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "isGuest"},message:"must have required property '"+"isGuest"+"'"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
for(const key3 in data35){
if(!(((((key3 === "email") || (key3 === "firstName")) || (key3 === "lastName")) || (key3 === "company")) || (key3 === "isGuest"))){
const err145 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data35.email !== undefined){
let data36 = data35.email;
if(typeof data36 === "string"){
if(func1(data36) > 254){
const err146 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(func1(data36) < 1){
const err147 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(!(formats2.test(data36))){
const err148 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
else {
const err149 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data35.firstName !== undefined){
let data37 = data35.firstName;
if(typeof data37 === "string"){
if(func1(data37) > 100){
const err150 = {instancePath:instancePath+"/customer/firstName",schemaPath:"#/properties/customer/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(func1(data37) < 1){
const err151 = {instancePath:instancePath+"/customer/firstName",schemaPath:"#/properties/customer/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/customer/firstName",schemaPath:"#/properties/customer/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data35.lastName !== undefined){
let data38 = data35.lastName;
if(typeof data38 === "string"){
if(func1(data38) > 100){
const err153 = {instancePath:instancePath+"/customer/lastName",schemaPath:"#/properties/customer/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(func1(data38) < 1){
const err154 = {instancePath:instancePath+"/customer/lastName",schemaPath:"#/properties/customer/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/customer/lastName",schemaPath:"#/properties/customer/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data35.company !== undefined){
let data39 = data35.company;
const _errs92 = errors;
let valid13 = false;
let passing1 = null;
const _errs93 = errors;
if(data39 !== null){
const err156 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid3 = _errs93 === errors;
if(_valid3){
valid13 = true;
passing1 = 0;
}
const _errs95 = errors;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.name === undefined){
const err157 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data39.oib === undefined){
const err158 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "oib"},message:"must have required property '"+"oib"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
for(const key4 in data39){
if(!((key4 === "name") || (key4 === "oib"))){
const err159 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data39.name !== undefined){
let data40 = data39.name;
if(typeof data40 === "string"){
if(func1(data40) > 200){
const err160 = {instancePath:instancePath+"/customer/company/name",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(func1(data40) < 1){
const err161 = {instancePath:instancePath+"/customer/company/name",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/customer/company/name",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data39.oib !== undefined){
let data41 = data39.oib;
if(typeof data41 === "string"){
if(func1(data41) > 11){
const err163 = {instancePath:instancePath+"/customer/company/oib",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/oib/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(func1(data41) < 11){
const err164 = {instancePath:instancePath+"/customer/company/oib",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/oib/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(!pattern12.test(data41)){
const err165 = {instancePath:instancePath+"/customer/company/oib",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/oib/pattern",keyword:"pattern",params:{pattern: "^[0-9]{11}$"},message:"must match pattern \""+"^[0-9]{11}$"+"\""};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/customer/company/oib",schemaPath:"#/properties/customer/properties/company/oneOf/1/properties/oib/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
var _valid3 = _errs95 === errors;
if(_valid3 && valid13){
valid13 = false;
passing1 = [passing1, 1];
}
else {
if(_valid3){
valid13 = true;
passing1 = 1;
}
}
if(!valid13){
const err168 = {instancePath:instancePath+"/customer/company",schemaPath:"#/properties/customer/properties/company/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
}
if(data35.isGuest !== undefined){
if(typeof data35.isGuest !== "boolean"){
const err169 = {instancePath:instancePath+"/customer/isGuest",schemaPath:"#/properties/customer/properties/isGuest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data.delivery !== undefined){
let data43 = data.delivery;
const _errs105 = errors;
let valid15 = false;
let passing2 = null;
const _errs106 = errors;
if(data43 !== null){
const err171 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
var _valid4 = _errs106 === errors;
if(_valid4){
valid15 = true;
passing2 = 0;
}
const _errs108 = errors;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.id === undefined){
const err172 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data43.code === undefined){
const err173 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data43.name === undefined){
const err174 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data43.price === undefined){
const err175 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data43.branch === undefined){
const err176 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
for(const key5 in data43){
if(!(((((key5 === "id") || (key5 === "code")) || (key5 === "name")) || (key5 === "price")) || (key5 === "branch"))){
const err177 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data43.id !== undefined){
let data44 = data43.id;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err178 = {instancePath:instancePath+"/delivery/id",schemaPath:"#/properties/delivery/oneOf/1/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 > 2147483647 || isNaN(data44)){
const err179 = {instancePath:instancePath+"/delivery/id",schemaPath:"#/properties/delivery/oneOf/1/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(data44 < 1 || isNaN(data44)){
const err180 = {instancePath:instancePath+"/delivery/id",schemaPath:"#/properties/delivery/oneOf/1/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
if(data43.code !== undefined){
let data45 = data43.code;
if(typeof data45 === "string"){
if(func1(data45) > 64){
const err181 = {instancePath:instancePath+"/delivery/code",schemaPath:"#/properties/delivery/oneOf/1/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(func1(data45) < 1){
const err182 = {instancePath:instancePath+"/delivery/code",schemaPath:"#/properties/delivery/oneOf/1/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
else {
const err183 = {instancePath:instancePath+"/delivery/code",schemaPath:"#/properties/delivery/oneOf/1/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data43.name !== undefined){
let data46 = data43.name;
if(typeof data46 === "string"){
if(func1(data46) > 200){
const err184 = {instancePath:instancePath+"/delivery/name",schemaPath:"#/properties/delivery/oneOf/1/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(func1(data46) < 1){
const err185 = {instancePath:instancePath+"/delivery/name",schemaPath:"#/properties/delivery/oneOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/delivery/name",schemaPath:"#/properties/delivery/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data43.price !== undefined){
let data47 = data43.price;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err187 = {instancePath:instancePath+"/delivery/price",schemaPath:"#/properties/delivery/oneOf/1/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 100000000000 || isNaN(data47)){
const err188 = {instancePath:instancePath+"/delivery/price",schemaPath:"#/properties/delivery/oneOf/1/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data47 < 0 || isNaN(data47)){
const err189 = {instancePath:instancePath+"/delivery/price",schemaPath:"#/properties/delivery/oneOf/1/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
if(data43.branch !== undefined){
let data48 = data43.branch;
const _errs120 = errors;
let valid17 = false;
let passing3 = null;
const _errs121 = errors;
if(data48 !== null){
const err190 = {instancePath:instancePath+"/delivery/branch",schemaPath:"#/properties/delivery/oneOf/1/properties/branch/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
var _valid5 = _errs121 === errors;
if(_valid5){
valid17 = true;
passing3 = 0;
}
const _errs123 = errors;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.id === undefined){
const err191 = {instancePath:instancePath+"/delivery/branch",schemaPath:"./shop-branch.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data48.name === undefined){
const err192 = {instancePath:instancePath+"/delivery/branch",schemaPath:"./shop-branch.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
for(const key6 in data48){
if(!(((key6 === "id") || (key6 === "name")) || (key6 === "address"))){
const err193 = {instancePath:instancePath+"/delivery/branch",schemaPath:"./shop-branch.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data48.id !== undefined){
let data49 = data48.id;
if(typeof data49 === "string"){
if(func1(data49) > 64){
const err194 = {instancePath:instancePath+"/delivery/branch/id",schemaPath:"./shop-branch.schema.json/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if(func1(data49) < 1){
const err195 = {instancePath:instancePath+"/delivery/branch/id",schemaPath:"./shop-branch.schema.json/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(!pattern13.test(data49)){
const err196 = {instancePath:instancePath+"/delivery/branch/id",schemaPath:"./shop-branch.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
else {
const err197 = {instancePath:instancePath+"/delivery/branch/id",schemaPath:"./shop-branch.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data48.name !== undefined){
let data50 = data48.name;
if(typeof data50 === "string"){
if(func1(data50) > 200){
const err198 = {instancePath:instancePath+"/delivery/branch/name",schemaPath:"./shop-branch.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(func1(data50) < 1){
const err199 = {instancePath:instancePath+"/delivery/branch/name",schemaPath:"./shop-branch.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/delivery/branch/name",schemaPath:"./shop-branch.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data48.address !== undefined){
let data51 = data48.address;
if(typeof data51 === "string"){
if(func1(data51) > 300){
const err201 = {instancePath:instancePath+"/delivery/branch/address",schemaPath:"./shop-branch.schema.json/properties/address/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
else {
const err202 = {instancePath:instancePath+"/delivery/branch/address",schemaPath:"./shop-branch.schema.json/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
else {
const err203 = {instancePath:instancePath+"/delivery/branch",schemaPath:"./shop-branch.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var _valid5 = _errs123 === errors;
if(_valid5 && valid17){
valid17 = false;
passing3 = [passing3, 1];
}
else {
if(_valid5){
valid17 = true;
passing3 = 1;
}
}
if(!valid17){
const err204 = {instancePath:instancePath+"/delivery/branch",schemaPath:"#/properties/delivery/oneOf/1/properties/branch/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err205 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
var _valid4 = _errs108 === errors;
if(_valid4 && valid15){
valid15 = false;
passing2 = [passing2, 1];
}
else {
if(_valid4){
valid15 = true;
passing2 = 1;
}
}
if(!valid15){
const err206 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
}
if(data.payment !== undefined){
let data52 = data.payment;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.id === undefined){
const err207 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(data52.code === undefined){
const err208 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data52.kind === undefined){
const err209 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(data52.name === undefined){
const err210 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
for(const key7 in data52){
if(!((((key7 === "id") || (key7 === "code")) || (key7 === "kind")) || (key7 === "name"))){
const err211 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data52.id !== undefined){
let data53 = data52.id;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err212 = {instancePath:instancePath+"/payment/id",schemaPath:"#/properties/payment/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 > 2147483647 || isNaN(data53)){
const err213 = {instancePath:instancePath+"/payment/id",schemaPath:"#/properties/payment/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(data53 < 1 || isNaN(data53)){
const err214 = {instancePath:instancePath+"/payment/id",schemaPath:"#/properties/payment/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
if(data52.code !== undefined){
let data54 = data52.code;
if(typeof data54 === "string"){
if(func1(data54) > 64){
const err215 = {instancePath:instancePath+"/payment/code",schemaPath:"#/properties/payment/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(func1(data54) < 1){
const err216 = {instancePath:instancePath+"/payment/code",schemaPath:"#/properties/payment/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/payment/code",schemaPath:"#/properties/payment/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data52.kind !== undefined){
let data55 = data52.kind;
if(typeof data55 !== "string"){
const err218 = {instancePath:instancePath+"/payment/kind",schemaPath:"#/properties/payment/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(!((((data55 === "cashOnDelivery") || (data55 === "bankTransfer")) || (data55 === "card")) || (data55 === "wallet"))){
const err219 = {instancePath:instancePath+"/payment/kind",schemaPath:"#/properties/payment/properties/kind/enum",keyword:"enum",params:{allowedValues: schema4.properties.payment.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data52.name !== undefined){
let data56 = data52.name;
if(typeof data56 === "string"){
if(func1(data56) > 200){
const err220 = {instancePath:instancePath+"/payment/name",schemaPath:"#/properties/payment/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(func1(data56) < 1){
const err221 = {instancePath:instancePath+"/payment/name",schemaPath:"#/properties/payment/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/payment/name",schemaPath:"#/properties/payment/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
else {
const err223 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data.bankTransfer !== undefined){
let data57 = data.bankTransfer;
const _errs145 = errors;
let valid21 = false;
let passing4 = null;
const _errs146 = errors;
if(data57 !== null){
const err224 = {instancePath:instancePath+"/bankTransfer",schemaPath:"#/properties/bankTransfer/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
var _valid6 = _errs146 === errors;
if(_valid6){
valid21 = true;
passing4 = 0;
}
const _errs148 = errors;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.payee === undefined){
const err225 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payee"},message:"must have required property '"+"payee"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data57.payeeStreet === undefined){
const err226 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeStreet"},message:"must have required property '"+"payeeStreet"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data57.payeeCity === undefined){
const err227 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeCity"},message:"must have required property '"+"payeeCity"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(data57.iban === undefined){
const err228 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(data57.model === undefined){
const err229 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
for(const key8 in data57){
if(!((((((((key8 === "payee") || (key8 === "payeeStreet")) || (key8 === "payeeCity")) || (key8 === "iban")) || (key8 === "model")) || (key8 === "reference")) || (key8 === "purposeCode")) || (key8 === "description"))){
const err230 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data57.payee !== undefined){
let data58 = data57.payee;
if(typeof data58 === "string"){
if(func1(data58) > 30){
const err231 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if(func1(data58) < 1){
const err232 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
else {
const err233 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data57.payeeStreet !== undefined){
let data59 = data57.payeeStreet;
if(typeof data59 === "string"){
if(func1(data59) > 27){
const err234 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if(func1(data59) < 1){
const err235 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
else {
const err236 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data57.payeeCity !== undefined){
let data60 = data57.payeeCity;
if(typeof data60 === "string"){
if(func1(data60) > 27){
const err237 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(func1(data60) < 1){
const err238 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
else {
const err239 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data57.iban !== undefined){
let data61 = data57.iban;
if(typeof data61 === "string"){
if(func1(data61) > 34){
const err240 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(func1(data61) < 15){
const err241 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if(!pattern14.test(data61)){
const err242 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"+"\""};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data57.model !== undefined){
let data62 = data57.model;
if(typeof data62 === "string"){
if(func1(data62) > 4){
const err244 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if(func1(data62) < 4){
const err245 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(!pattern15.test(data62)){
const err246 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/pattern",keyword:"pattern",params:{pattern: "^HR[0-9]{2}$"},message:"must match pattern \""+"^HR[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data57.reference !== undefined){
let data63 = data57.reference;
if(typeof data63 === "string"){
if(func1(data63) > 22){
const err248 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/maxLength",keyword:"maxLength",params:{limit: 22},message:"must NOT have more than 22 characters"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(func1(data63) < 1){
const err249 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if(!pattern16.test(data63)){
const err250 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[0-9-]{1,22}$"},message:"must match pattern \""+"^[0-9-]{1,22}$"+"\""};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
else {
const err251 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data57.purposeCode !== undefined){
let data64 = data57.purposeCode;
if(typeof data64 === "string"){
if(func1(data64) > 4){
const err252 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(func1(data64) < 4){
const err253 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(!pattern17.test(data64)){
const err254 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{4}$"},message:"must match pattern \""+"^[A-Z]{4}$"+"\""};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data57.description !== undefined){
let data65 = data57.description;
if(typeof data65 === "string"){
if(func1(data65) > 35){
const err256 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
else {
const err257 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
else {
const err258 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
var _valid6 = _errs148 === errors;
if(_valid6 && valid21){
valid21 = false;
passing4 = [passing4, 1];
}
else {
if(_valid6){
valid21 = true;
passing4 = 1;
}
}
if(!valid21){
const err259 = {instancePath:instancePath+"/bankTransfer",schemaPath:"#/properties/bankTransfer/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
else {
errors = _errs145;
if(vErrors !== null){
if(_errs145){
vErrors.length = _errs145;
}
else {
vErrors = null;
}
}
}
}
if(data.consents !== undefined){
let data66 = data.consents;
if(Array.isArray(data66)){
if(data66.length > 40){
const err260 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
const len1 = data66.length;
for(let i1=0; i1<len1; i1++){
let data67 = data66[i1];
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.id === undefined){
const err261 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(data67.form === undefined){
const err262 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(data67.email === undefined){
const err263 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(data67.statusTimestamp === undefined){
const err264 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "statusTimestamp"},message:"must have required property '"+"statusTimestamp"+"'"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
for(const key9 in data67){
if(!((((key9 === "id") || (key9 === "form")) || (key9 === "email")) || (key9 === "statusTimestamp"))){
const err265 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data67.id !== undefined){
let data68 = data67.id;
if(typeof data68 === "string"){
if(func1(data68) > 100){
const err266 = {instancePath:instancePath+"/consents/" + i1+"/id",schemaPath:"#/properties/consents/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(func1(data68) < 1){
const err267 = {instancePath:instancePath+"/consents/" + i1+"/id",schemaPath:"#/properties/consents/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/consents/" + i1+"/id",schemaPath:"#/properties/consents/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data67.form !== undefined){
let data69 = data67.form;
if(typeof data69 === "string"){
if(func1(data69) > 100){
const err269 = {instancePath:instancePath+"/consents/" + i1+"/form",schemaPath:"#/properties/consents/items/properties/form/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
if(func1(data69) < 1){
const err270 = {instancePath:instancePath+"/consents/" + i1+"/form",schemaPath:"#/properties/consents/items/properties/form/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
else {
const err271 = {instancePath:instancePath+"/consents/" + i1+"/form",schemaPath:"#/properties/consents/items/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data67.email !== undefined){
let data70 = data67.email;
if(typeof data70 === "string"){
if(func1(data70) > 254){
const err272 = {instancePath:instancePath+"/consents/" + i1+"/email",schemaPath:"#/properties/consents/items/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if(func1(data70) < 1){
const err273 = {instancePath:instancePath+"/consents/" + i1+"/email",schemaPath:"#/properties/consents/items/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/consents/" + i1+"/email",schemaPath:"#/properties/consents/items/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data67.statusTimestamp !== undefined){
let data71 = data67.statusTimestamp;
if(typeof data71 === "string"){
if(func1(data71) > 40){
const err275 = {instancePath:instancePath+"/consents/" + i1+"/statusTimestamp",schemaPath:"#/properties/consents/items/properties/statusTimestamp/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(!(formats0.validate(data71))){
const err276 = {instancePath:instancePath+"/consents/" + i1+"/statusTimestamp",schemaPath:"#/properties/consents/items/properties/statusTimestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
else {
const err277 = {instancePath:instancePath+"/consents/" + i1+"/statusTimestamp",schemaPath:"#/properties/consents/items/properties/statusTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
}
else {
const err278 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data.coupon !== undefined){
let data72 = data.coupon;
const _errs182 = errors;
let valid27 = false;
let passing5 = null;
const _errs183 = errors;
if(data72 !== null){
const err280 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid7 = _errs183 === errors;
if(_valid7){
valid27 = true;
passing5 = 0;
}
const _errs185 = errors;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.id === undefined){
const err281 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(data72.code === undefined){
const err282 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
for(const key10 in data72){
if(!((key10 === "id") || (key10 === "code"))){
const err283 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data72.id !== undefined){
let data73 = data72.id;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err284 = {instancePath:instancePath+"/coupon/id",schemaPath:"#/properties/coupon/oneOf/1/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 > 2147483647 || isNaN(data73)){
const err285 = {instancePath:instancePath+"/coupon/id",schemaPath:"#/properties/coupon/oneOf/1/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if(data73 < 1 || isNaN(data73)){
const err286 = {instancePath:instancePath+"/coupon/id",schemaPath:"#/properties/coupon/oneOf/1/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
}
if(data72.code !== undefined){
let data74 = data72.code;
if(typeof data74 === "string"){
if(func1(data74) > 40){
const err287 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if(func1(data74) < 1){
const err288 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
else {
const err289 = {instancePath:instancePath+"/coupon/code",schemaPath:"#/properties/coupon/oneOf/1/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
var _valid7 = _errs185 === errors;
if(_valid7 && valid27){
valid27 = false;
passing5 = [passing5, 1];
}
else {
if(_valid7){
valid27 = true;
passing5 = 1;
}
}
if(!valid27){
const err291 = {instancePath:instancePath+"/coupon",schemaPath:"#/properties/coupon/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
else {
errors = _errs182;
if(vErrors !== null){
if(_errs182){
vErrors.length = _errs182;
}
else {
vErrors = null;
}
}
}
}
if(data.memberCardBarcode !== undefined){
let data75 = data.memberCardBarcode;
const _errs193 = errors;
let valid29 = false;
let passing6 = null;
const _errs194 = errors;
if(data75 !== null){
const err292 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var _valid8 = _errs194 === errors;
if(_valid8){
valid29 = true;
passing6 = 0;
}
const _errs196 = errors;
if(typeof data75 === "string"){
if(func1(data75) > 13){
const err293 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 13},message:"must NOT have more than 13 characters"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
if(func1(data75) < 13){
const err294 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/minLength",keyword:"minLength",params:{limit: 13},message:"must NOT have fewer than 13 characters"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(!pattern18.test(data75)){
const err295 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
else {
const err296 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
var _valid8 = _errs196 === errors;
if(_valid8 && valid29){
valid29 = false;
passing6 = [passing6, 1];
}
else {
if(_valid8){
valid29 = true;
passing6 = 1;
}
}
if(!valid29){
const err297 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
else {
errors = _errs193;
if(vErrors !== null){
if(_errs193){
vErrors.length = _errs193;
}
else {
vErrors = null;
}
}
}
}
if(data.instructions !== undefined){
let data76 = data.instructions;
if(typeof data76 === "string"){
if(func1(data76) > 2000){
const err298 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
}
else {
const err300 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/order.schema.json" */;
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
if(data.number === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.paymentStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentStatus"},message:"must have required property '"+"paymentStatus"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.language === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.total === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.currency === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.createdAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.snapshot === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "snapshot"},message:"must have required property '"+"snapshot"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.number !== undefined){
let data1 = data.number;
if(typeof data1 === "string"){
if(func1(data1) > 20){
const err14 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data1) < 11){
const err15 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern0.test(data1)){
const err16 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err18 = {instancePath:instancePath+"/status",schemaPath:"./order-status.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((data2 === "new") || (data2 === "processing")) || (data2 === "shipped")) || (data2 === "delivered")) || (data2 === "cancelled"))){
const err19 = {instancePath:instancePath+"/status",schemaPath:"./order-status.schema.json/enum",keyword:"enum",params:{allowedValues: schema1.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.paymentStatus !== undefined){
let data3 = data.paymentStatus;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((((data3 === "unpaid") || (data3 === "awaiting")) || (data3 === "paid")) || (data3 === "failed")) || (data3 === "expired")) || (data3 === "flagged")) || (data3 === "refunded"))){
const err21 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/enum",keyword:"enum",params:{allowedValues: schema0.properties.paymentStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.email !== undefined){
let data4 = data.email;
if(typeof data4 === "string"){
if(func1(data4) > 254){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data4) < 1){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.language !== undefined){
let data5 = data.language;
if(typeof data5 === "string"){
if(func1(data5) > 3){
const err25 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data5) < 3){
const err26 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern1.test(data5)){
const err27 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err28 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.total !== undefined){
let data6 = data.total;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err29 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000000000 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.currency !== undefined){
let data7 = data.currency;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.id === undefined){
const err32 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data7.label === undefined){
const err33 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data7.symbol === undefined){
const err34 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err35 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.id !== undefined){
let data8 = data7.id;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err36 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 2147483647 || isNaN(data8)){
const err37 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data7.label !== undefined){
let data9 = data7.label;
if(typeof data9 === "string"){
if(func1(data9) > 10){
const err39 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data9) < 1){
const err40 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.symbol !== undefined){
let data10 = data7.symbol;
if(typeof data10 === "string"){
if(func1(data10) > 10){
const err42 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func1(data10) < 1){
const err43 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data11 = data.createdAt;
if(typeof data11 === "string"){
if(func1(data11) > 40){
const err46 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!(formats0.validate(data11))){
const err47 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.snapshot !== undefined){
if(!(validate1(data.snapshot, {instancePath:instancePath+"/snapshot",parentData:data,parentDataProperty:"snapshot",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

