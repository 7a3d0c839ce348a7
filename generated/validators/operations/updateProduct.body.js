// DO NOT EDIT: generated from schemas/openapi.yaml (updateProduct body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/product-save.schema.json","$id":"https://schemas.vitrina.local/operations/updateProduct.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductSaveRequest","description":"A product as the back office creates or replaces it: texts per language, prices, categories, attribute values, variants, bundle components, custom options, cross-sell.","type":"object","properties":{"version":{"description":"The version of the product the form loaded (getProductForEdit gives it). An update naming another version than the stored one is refused with 409 api.productConflict (issue 18), as a page draft's baseRevision is; without it the update replaces whatever is stored. Ignored on create.","type":"integer","minimum":1,"maximum":2147483647},"sku":{"type":"string","maxLength":64,"minLength":1,"pattern":"^[A-Za-z0-9._-]+$"},"format":{"$ref":"../entities/product-format.schema.json"},"translations":{"type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"type":"object","properties":{"name":{"type":"string","maxLength":200,"minLength":1},"slug":{"$ref":"../common/slug.schema.json"},"description":{"type":"string","maxLength":20000},"shortDescription":{"type":"string","maxLength":1000}},"required":["name","slug"],"additionalProperties":false},"minProperties":1,"maxProperties":10},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]},"categoryPriority":{"type":"integer","minimum":0,"maximum":1000000},"isFeatured":{"type":"boolean"},"isArchived":{"type":"boolean"},"isVisibleIndividually":{"type":"boolean"},"isInStock":{"type":"boolean"},"stock":{"description":"Units left to sell (issue 17); null or absent: unlimited. A bundle's stock is its components'.","anyOf":[{"type":"integer","minimum":0,"maximum":100000000},{"type":"null"}]},"taxClass":{"description":"The VAT class its price includes (a tax class code of the shop); absent: standard.","$ref":"../common/shop-code.schema.json"},"walletPlanId":{"description":"The card wallet's subscription plan (PayPal's plan id, P-…) this product is sold by (issue 20, decision 046): a cart of this product alone, paid by the wallet, becomes a subscription of that plan with the cart's quantity. Null or absent: sold once.","anyOf":[{"type":"string","minLength":3,"maxLength":50,"pattern":"^P-[A-Za-z0-9-]{1,48}$"},{"type":"null"}]},"categoryIds":{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"mainCategoryId":{"anyOf":[{"type":"integer","minimum":1,"maximum":2147483647},{"type":"null"}]},"tagIds":{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"media":{"type":"array","maxItems":30,"items":{"$ref":"../entities/product-media.schema.json"}},"attributes":{"type":"array","maxItems":100,"items":{"type":"object","properties":{"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"value":{"anyOf":[{"type":"number"},{"type":"string","maxLength":100},{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}}]}},"required":["attributeCode","value"],"additionalProperties":false}},"customOptions":{"type":"array","maxItems":20,"items":{"$ref":"../entities/custom-option.schema.json"}},"crossSellIds":{"type":"array","maxItems":24,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"variantIds":{"type":"array","maxItems":200,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"configurableAttributeCodes":{"type":"array","maxItems":10,"items":{"$ref":"../common/attribute-code.schema.json"}},"bundles":{"type":"array","maxItems":50,"items":{"type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"type":"integer","minimum":1,"maximum":1000}},"required":["id","qty"],"additionalProperties":false}}},"required":["sku","format","translations","basicPrice","retailPrice","finalPrice"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/product-save.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFormat","description":"The four product formats of spec 3.","type":"string","enum":["Simple","Configurable","Bundle","EProduct"],"$id":"https://schemas.vitrina.local/entities/product-format.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Slug","description":"One URL segment: lower-case letters and digits joined by single hyphens.","type":"string","minLength":1,"maxLength":120,"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$","$id":"https://schemas.vitrina.local/common/slug.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopCode","description":"The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.","type":"string","pattern":"^[A-Za-z0-9_-]+$","minLength":1,"maxLength":40,"$id":"https://schemas.vitrina.local/common/shop-code.schema.json"};
const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9._-]+$", "u");
const pattern1 = new RegExp("^[a-z]{3}$", "u");
const pattern2 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const pattern3 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern4 = new RegExp("^P-[A-Za-z0-9-]{1,48}$", "u");
const pattern6 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductMedia","description":"One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-media.schema.json"};
const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const pattern5 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-media.schema.json" */;
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
if(!pattern5.test(data0)){
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
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CustomOption","description":"A personalisation a shopper types (spec 3 customOptions): text or number.","type":"object","properties":{"option_title":{"type":"string","maxLength":200,"minLength":1},"option_titles":{"description":"option_title in other languages, by three-letter code: web/get serves the request language's, else option_title (the text it was written in).","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":200,"minLength":1},"maxProperties":10},"option_type":{"type":"string","enum":["text","number"]},"is_required":{"type":"boolean"},"max_characters":{"type":"integer","minimum":1,"maximum":1000},"custom_option_values":{"type":"array","maxItems":20,"items":{"type":"object","properties":{"sku":{"type":"string","maxLength":64,"minLength":1},"label":{"type":"string","maxLength":200,"minLength":1},"labels":{"description":"label in other languages, by three-letter code, as option_titles.","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":200,"minLength":1},"maxProperties":10},"price":{"type":"number","minimum":0,"maximum":100000000}},"required":["sku","label","price"],"additionalProperties":false}}},"required":["option_title","option_type","is_required","max_characters","custom_option_values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/custom-option.schema.json"};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/custom-option.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.option_title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "option_title"},message:"must have required property '"+"option_title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.option_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "option_type"},message:"must have required property '"+"option_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.is_required === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_required"},message:"must have required property '"+"is_required"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.max_characters === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_characters"},message:"must have required property '"+"max_characters"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.custom_option_values === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "custom_option_values"},message:"must have required property '"+"custom_option_values"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "option_title") || (key0 === "option_titles")) || (key0 === "option_type")) || (key0 === "is_required")) || (key0 === "max_characters")) || (key0 === "custom_option_values"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.option_title !== undefined){
let data0 = data.option_title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err6 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/option_title",schemaPath:"#/properties/option_title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.option_titles !== undefined){
let data1 = data.option_titles;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 10){
const err9 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 3){
const err10 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(key1) < 3){
const err11 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern1.test(key1)){
const err12 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/option_titles",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
const err14 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err15 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/option_titles/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/option_titles/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err18 = {instancePath:instancePath+"/option_titles",schemaPath:"#/properties/option_titles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.option_type !== undefined){
let data3 = data.option_type;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data3 === "text") || (data3 === "number"))){
const err20 = {instancePath:instancePath+"/option_type",schemaPath:"#/properties/option_type/enum",keyword:"enum",params:{allowedValues: schema9.properties.option_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.is_required !== undefined){
if(typeof data.is_required !== "boolean"){
const err21 = {instancePath:instancePath+"/is_required",schemaPath:"#/properties/is_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.max_characters !== undefined){
let data5 = data.max_characters;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/max_characters",schemaPath:"#/properties/max_characters/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.custom_option_values !== undefined){
let data6 = data.custom_option_values;
if(Array.isArray(data6)){
if(data6.length > 20){
const err25 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.sku === undefined){
const err26 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.label === undefined){
const err27 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.price === undefined){
const err28 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data7){
if(!((((key3 === "sku") || (key3 === "label")) || (key3 === "labels")) || (key3 === "price"))){
const err29 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.sku !== undefined){
let data8 = data7.sku;
if(typeof data8 === "string"){
if(func1(data8) > 64){
const err30 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data8) < 1){
const err31 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/custom_option_values/" + i0+"/sku",schemaPath:"#/properties/custom_option_values/items/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.label !== undefined){
let data9 = data7.label;
if(typeof data9 === "string"){
if(func1(data9) > 200){
const err33 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func1(data9) < 1){
const err34 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/custom_option_values/" + i0+"/label",schemaPath:"#/properties/custom_option_values/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.labels !== undefined){
let data10 = data7.labels;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 10){
const err36 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key4 in data10){
const _errs29 = errors;
if(typeof key4 === "string"){
if(func1(key4) > 3){
const err37 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func1(key4) < 3){
const err38 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern1.test(key4)){
const err39 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var valid7 = _errs29 === errors;
if(!valid7){
const err41 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
for(const key5 in data10){
let data11 = data10[key5];
if(typeof data11 === "string"){
if(func1(data11) > 200){
const err42 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func1(data11) < 1){
const err43 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err44 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_option_values/items/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/custom_option_values/" + i0+"/labels",schemaPath:"#/properties/custom_option_values/items/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data7.price !== undefined){
let data12 = data7.price;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err48 = {instancePath:instancePath+"/custom_option_values/" + i0+"/price",schemaPath:"#/properties/custom_option_values/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/custom_option_values/" + i0,schemaPath:"#/properties/custom_option_values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err50 = {instancePath:instancePath+"/custom_option_values",schemaPath:"#/properties/custom_option_values/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/product-save.schema.json" */;
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
if(data.sku === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.format === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.translations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translations"},message:"must have required property '"+"translations"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.basicPrice === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basicPrice"},message:"must have required property '"+"basicPrice"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.retailPrice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retailPrice"},message:"must have required property '"+"retailPrice"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.finalPrice === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.sku !== undefined){
let data1 = data.sku;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err10 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.format !== undefined){
let data2 = data.format;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/format",schemaPath:"../entities/product-format.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((data2 === "Simple") || (data2 === "Configurable")) || (data2 === "Bundle")) || (data2 === "EProduct"))){
const err15 = {instancePath:instancePath+"/format",schemaPath:"../entities/product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.translations !== undefined){
let data3 = data.translations;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 10){
const err16 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(Object.keys(data3).length < 1){
const err17 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data3){
const _errs11 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 3){
const err18 = {instancePath:instancePath+"/translations",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(key1) < 3){
const err19 = {instancePath:instancePath+"/translations",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern1.test(key1)){
const err20 = {instancePath:instancePath+"/translations",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key1};
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
const err21 = {instancePath:instancePath+"/translations",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid2 = _errs11 === errors;
if(!valid2){
const err22 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key2 in data3){
let data4 = data3[key2];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err23 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/translations/additionalProperties/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4.slug === undefined){
const err24 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/translations/additionalProperties/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key3 in data4){
if(!((((key3 === "name") || (key3 === "slug")) || (key3 === "description")) || (key3 === "shortDescription"))){
const err25 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/translations/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err26 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/translations/additionalProperties/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data5) < 1){
const err27 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/translations/additionalProperties/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err28 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/translations/additionalProperties/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.slug !== undefined){
let data6 = data4.slug;
if(typeof data6 === "string"){
if(func1(data6) > 120){
const err29 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data6) < 1){
const err30 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern2.test(data6)){
const err31 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.description !== undefined){
let data7 = data4.description;
if(typeof data7 === "string"){
if(func1(data7) > 20000){
const err33 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/properties/translations/additionalProperties/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/properties/translations/additionalProperties/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.shortDescription !== undefined){
let data8 = data4.shortDescription;
if(typeof data8 === "string"){
if(func1(data8) > 1000){
const err35 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/shortDescription",schemaPath:"#/properties/translations/additionalProperties/properties/shortDescription/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/shortDescription",schemaPath:"#/properties/translations/additionalProperties/properties/shortDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err37 = {instancePath:instancePath+"/translations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/translations/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err38 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.basicPrice !== undefined){
let data9 = data.basicPrice;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100000000 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err41 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data10 = data.retailPrice;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000000 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err44 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data11 = data.finalPrice;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data12 = data.membershipPrice;
const _errs34 = errors;
let valid7 = false;
const _errs35 = errors;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err49 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid7 = valid7 || _valid0;
const _errs37 = errors;
if(data12 !== null){
const err51 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err52 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.categoryPriority !== undefined){
let data13 = data.categoryPriority;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err53 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1000000 || isNaN(data13)){
const err54 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err55 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.isFeatured !== undefined){
if(typeof data.isFeatured !== "boolean"){
const err56 = {instancePath:instancePath+"/isFeatured",schemaPath:"#/properties/isFeatured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.isArchived !== undefined){
if(typeof data.isArchived !== "boolean"){
const err57 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.isVisibleIndividually !== undefined){
if(typeof data.isVisibleIndividually !== "boolean"){
const err58 = {instancePath:instancePath+"/isVisibleIndividually",schemaPath:"#/properties/isVisibleIndividually/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.isInStock !== undefined){
if(typeof data.isInStock !== "boolean"){
const err59 = {instancePath:instancePath+"/isInStock",schemaPath:"#/properties/isInStock/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.stock !== undefined){
let data18 = data.stock;
const _errs50 = errors;
let valid8 = false;
const _errs51 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err60 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100000000 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var _valid1 = _errs51 === errors;
valid8 = valid8 || _valid1;
const _errs53 = errors;
if(data18 !== null){
const err63 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs53 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const err64 = {instancePath:instancePath+"/stock",schemaPath:"#/properties/stock/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
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
if(data.taxClass !== undefined){
let data19 = data.taxClass;
if(typeof data19 === "string"){
if(func1(data19) > 40){
const err65 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func1(data19) < 1){
const err66 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern3.test(data19)){
const err67 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.walletPlanId !== undefined){
let data20 = data.walletPlanId;
const _errs59 = errors;
let valid10 = false;
const _errs60 = errors;
if(typeof data20 === "string"){
if(func1(data20) > 50){
const err69 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func1(data20) < 3){
const err70 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf/0/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern4.test(data20)){
const err71 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^P-[A-Za-z0-9-]{1,48}$"},message:"must match pattern \""+"^P-[A-Za-z0-9-]{1,48}$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid10 = valid10 || _valid2;
const _errs62 = errors;
if(data20 !== null){
const err73 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid2 = _errs62 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err74 = {instancePath:instancePath+"/walletPlanId",schemaPath:"#/properties/walletPlanId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
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
if(data.categoryIds !== undefined){
let data21 = data.categoryIds;
if(Array.isArray(data21)){
if(data21.length > 50){
const err75 = {instancePath:instancePath+"/categoryIds",schemaPath:"#/properties/categoryIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err76 = {instancePath:instancePath+"/categoryIds/" + i0,schemaPath:"#/properties/categoryIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 2147483647 || isNaN(data22)){
const err77 = {instancePath:instancePath+"/categoryIds/" + i0,schemaPath:"#/properties/categoryIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data22 < 1 || isNaN(data22)){
const err78 = {instancePath:instancePath+"/categoryIds/" + i0,schemaPath:"#/properties/categoryIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/categoryIds",schemaPath:"#/properties/categoryIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.mainCategoryId !== undefined){
let data23 = data.mainCategoryId;
const _errs69 = errors;
let valid13 = false;
const _errs70 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err80 = {instancePath:instancePath+"/mainCategoryId",schemaPath:"#/properties/mainCategoryId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 2147483647 || isNaN(data23)){
const err81 = {instancePath:instancePath+"/mainCategoryId",schemaPath:"#/properties/mainCategoryId/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data23 < 1 || isNaN(data23)){
const err82 = {instancePath:instancePath+"/mainCategoryId",schemaPath:"#/properties/mainCategoryId/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
var _valid3 = _errs70 === errors;
valid13 = valid13 || _valid3;
const _errs72 = errors;
if(data23 !== null){
const err83 = {instancePath:instancePath+"/mainCategoryId",schemaPath:"#/properties/mainCategoryId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid3 = _errs72 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err84 = {instancePath:instancePath+"/mainCategoryId",schemaPath:"#/properties/mainCategoryId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data.tagIds !== undefined){
let data24 = data.tagIds;
if(Array.isArray(data24)){
if(data24.length > 50){
const err85 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err86 = {instancePath:instancePath+"/tagIds/" + i1,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 2147483647 || isNaN(data25)){
const err87 = {instancePath:instancePath+"/tagIds/" + i1,schemaPath:"#/properties/tagIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data25 < 1 || isNaN(data25)){
const err88 = {instancePath:instancePath+"/tagIds/" + i1,schemaPath:"#/properties/tagIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.media !== undefined){
let data26 = data.media;
if(Array.isArray(data26)){
if(data26.length > 30){
const err90 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
if(!(validate2(data26[i2], {instancePath:instancePath+"/media/" + i2,parentData:data26,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err91 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.attributes !== undefined){
let data28 = data.attributes;
if(Array.isArray(data28)){
if(data28.length > 100){
const err92 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
let data29 = data28[i3];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.attributeCode === undefined){
const err93 = {instancePath:instancePath+"/attributes/" + i3,schemaPath:"#/properties/attributes/items/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data29.value === undefined){
const err94 = {instancePath:instancePath+"/attributes/" + i3,schemaPath:"#/properties/attributes/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
for(const key4 in data29){
if(!((key4 === "attributeCode") || (key4 === "value"))){
const err95 = {instancePath:instancePath+"/attributes/" + i3,schemaPath:"#/properties/attributes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data29.attributeCode !== undefined){
let data30 = data29.attributeCode;
if(typeof data30 === "string"){
if(func1(data30) > 50){
const err96 = {instancePath:instancePath+"/attributes/" + i3+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func1(data30) < 1){
const err97 = {instancePath:instancePath+"/attributes/" + i3+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(!pattern6.test(data30)){
const err98 = {instancePath:instancePath+"/attributes/" + i3+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
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
const err99 = {instancePath:instancePath+"/attributes/" + i3+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data29.value !== undefined){
let data31 = data29.value;
const _errs90 = errors;
let valid22 = false;
const _errs91 = errors;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err100 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid4 = _errs91 === errors;
valid22 = valid22 || _valid4;
const _errs93 = errors;
if(typeof data31 === "string"){
if(func1(data31) > 100){
const err101 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err102 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid4 = _errs93 === errors;
valid22 = valid22 || _valid4;
const _errs95 = errors;
if(Array.isArray(data31)){
if(data31.length > 50){
const err103 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf/2/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
let data32 = data31[i4];
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err104 = {instancePath:instancePath+"/attributes/" + i3+"/value/" + i4,schemaPath:"#/properties/attributes/items/properties/value/anyOf/2/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 2147483647 || isNaN(data32)){
const err105 = {instancePath:instancePath+"/attributes/" + i3+"/value/" + i4,schemaPath:"#/properties/attributes/items/properties/value/anyOf/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data32 < 1 || isNaN(data32)){
const err106 = {instancePath:instancePath+"/attributes/" + i3+"/value/" + i4,schemaPath:"#/properties/attributes/items/properties/value/anyOf/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
}
else {
const err107 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid4 = _errs95 === errors;
valid22 = valid22 || _valid4;
if(!valid22){
const err108 = {instancePath:instancePath+"/attributes/" + i3+"/value",schemaPath:"#/properties/attributes/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs90;
if(vErrors !== null){
if(_errs90){
vErrors.length = _errs90;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err109 = {instancePath:instancePath+"/attributes/" + i3,schemaPath:"#/properties/attributes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data.customOptions !== undefined){
let data33 = data.customOptions;
if(Array.isArray(data33)){
if(data33.length > 20){
const err111 = {instancePath:instancePath+"/customOptions",schemaPath:"#/properties/customOptions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
const len5 = data33.length;
for(let i5=0; i5<len5; i5++){
if(!(validate4(data33[i5], {instancePath:instancePath+"/customOptions/" + i5,parentData:data33,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err112 = {instancePath:instancePath+"/customOptions",schemaPath:"#/properties/customOptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.crossSellIds !== undefined){
let data35 = data.crossSellIds;
if(Array.isArray(data35)){
if(data35.length > 24){
const err113 = {instancePath:instancePath+"/crossSellIds",schemaPath:"#/properties/crossSellIds/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
const len6 = data35.length;
for(let i6=0; i6<len6; i6++){
let data36 = data35[i6];
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err114 = {instancePath:instancePath+"/crossSellIds/" + i6,schemaPath:"#/properties/crossSellIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 2147483647 || isNaN(data36)){
const err115 = {instancePath:instancePath+"/crossSellIds/" + i6,schemaPath:"#/properties/crossSellIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data36 < 1 || isNaN(data36)){
const err116 = {instancePath:instancePath+"/crossSellIds/" + i6,schemaPath:"#/properties/crossSellIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
}
else {
const err117 = {instancePath:instancePath+"/crossSellIds",schemaPath:"#/properties/crossSellIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.variantIds !== undefined){
let data37 = data.variantIds;
if(Array.isArray(data37)){
if(data37.length > 200){
const err118 = {instancePath:instancePath+"/variantIds",schemaPath:"#/properties/variantIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
const len7 = data37.length;
for(let i7=0; i7<len7; i7++){
let data38 = data37[i7];
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err119 = {instancePath:instancePath+"/variantIds/" + i7,schemaPath:"#/properties/variantIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 2147483647 || isNaN(data38)){
const err120 = {instancePath:instancePath+"/variantIds/" + i7,schemaPath:"#/properties/variantIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err121 = {instancePath:instancePath+"/variantIds/" + i7,schemaPath:"#/properties/variantIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err122 = {instancePath:instancePath+"/variantIds",schemaPath:"#/properties/variantIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data.configurableAttributeCodes !== undefined){
let data39 = data.configurableAttributeCodes;
if(Array.isArray(data39)){
if(data39.length > 10){
const err123 = {instancePath:instancePath+"/configurableAttributeCodes",schemaPath:"#/properties/configurableAttributeCodes/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
const len8 = data39.length;
for(let i8=0; i8<len8; i8++){
let data40 = data39[i8];
if(typeof data40 === "string"){
if(func1(data40) > 50){
const err124 = {instancePath:instancePath+"/configurableAttributeCodes/" + i8,schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(func1(data40) < 1){
const err125 = {instancePath:instancePath+"/configurableAttributeCodes/" + i8,schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(!pattern6.test(data40)){
const err126 = {instancePath:instancePath+"/configurableAttributeCodes/" + i8,schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
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
const err127 = {instancePath:instancePath+"/configurableAttributeCodes/" + i8,schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err128 = {instancePath:instancePath+"/configurableAttributeCodes",schemaPath:"#/properties/configurableAttributeCodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.bundles !== undefined){
let data41 = data.bundles;
if(Array.isArray(data41)){
if(data41.length > 50){
const err129 = {instancePath:instancePath+"/bundles",schemaPath:"#/properties/bundles/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
const len9 = data41.length;
for(let i9=0; i9<len9; i9++){
let data42 = data41[i9];
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.id === undefined){
const err130 = {instancePath:instancePath+"/bundles/" + i9,schemaPath:"#/properties/bundles/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data42.qty === undefined){
const err131 = {instancePath:instancePath+"/bundles/" + i9,schemaPath:"#/properties/bundles/items/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key5 in data42){
if(!((key5 === "id") || (key5 === "qty"))){
const err132 = {instancePath:instancePath+"/bundles/" + i9,schemaPath:"#/properties/bundles/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data42.id !== undefined){
let data43 = data42.id;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err133 = {instancePath:instancePath+"/bundles/" + i9+"/id",schemaPath:"#/properties/bundles/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 > 2147483647 || isNaN(data43)){
const err134 = {instancePath:instancePath+"/bundles/" + i9+"/id",schemaPath:"#/properties/bundles/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data43 < 1 || isNaN(data43)){
const err135 = {instancePath:instancePath+"/bundles/" + i9+"/id",schemaPath:"#/properties/bundles/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
if(data42.qty !== undefined){
let data44 = data42.qty;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err136 = {instancePath:instancePath+"/bundles/" + i9+"/qty",schemaPath:"#/properties/bundles/items/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 > 1000 || isNaN(data44)){
const err137 = {instancePath:instancePath+"/bundles/" + i9+"/qty",schemaPath:"#/properties/bundles/items/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data44 < 1 || isNaN(data44)){
const err138 = {instancePath:instancePath+"/bundles/" + i9+"/qty",schemaPath:"#/properties/bundles/items/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
}
else {
const err139 = {instancePath:instancePath+"/bundles/" + i9,schemaPath:"#/properties/bundles/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/bundles",schemaPath:"#/properties/bundles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/updateProduct.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

