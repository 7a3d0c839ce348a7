// DO NOT EDIT: generated from schemas/entities/cart-item.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItem","description":"A line of a cart (spec 3 cart item): the product's data in the cart's language, its prices in minor units (finalPrice per unit with options, row for the line) with the converted view, and its availability.","type":"object","properties":{"itemId":{"type":"integer","minimum":1,"maximum":2147483647},"productId":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"type":"integer","minimum":1,"maximum":9999},"productData":{"title":"CartProductData","type":"object","properties":{"name":{"type":"string","maxLength":500,"minLength":1},"sku":{"type":"string","maxLength":200,"minLength":1},"slug":{"type":"string","maxLength":200},"mainProductSlug":{"type":"string","maxLength":200},"format":{"$ref":"./product-format.schema.json"},"isVisibleIndividually":{"type":"boolean"},"media":{"type":"array","maxItems":20,"items":{"$ref":"./product-media.schema.json"}},"variantLabel":{"description":"A configurable product's chosen values, e.g. 'Crvena, 0,75 l'.","type":"string","maxLength":300},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}},"components":{"description":"A bundle's components as chosen.","type":"array","maxItems":50,"items":{"$ref":"./cart-bundle-component.schema.json"}}},"required":["name","sku","slug","mainProductSlug","format","isVisibleIndividually","media"],"additionalProperties":false},"prices":{"title":"CartItemPrices","type":"object","properties":{"finalPrice":{"description":"Unit price in minor units: the product's final price (or membership price with a valid card) plus option surcharges.","type":"integer","minimum":0,"maximum":100000000000},"row":{"type":"integer","minimum":0,"maximum":100000000000},"rateBasisPoints":{"type":"integer","minimum":0,"maximum":10000},"converted":{"type":"object","properties":{"finalPrice":{"type":"integer","minimum":0,"maximum":100000000000},"row":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["finalPrice","row"],"additionalProperties":false}},"required":["finalPrice","row","rateBasisPoints"],"additionalProperties":false},"options":{"$ref":"./cart-item-options.schema.json"},"stock":{"description":"Units left to sell; null: unlimited.","oneOf":[{"type":"null"},{"type":"integer","minimum":0,"maximum":2147483647}]},"isAvailable":{"description":"The product is still sold and the line's quantity is in stock.","type":"boolean"}},"required":["itemId","productId","qty","productData","prices","options","stock","isAvailable"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFormat","description":"The four product formats of spec 3.","type":"string","enum":["Simple","Configurable","Bundle","EProduct"],"$id":"https://schemas.vitrina.local/entities/product-format.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartPersonalization","description":"A custom option the shopper typed, as a cart line or an order line shows it: the option's title in the cart's language and the text typed (spec 2 cart view).","type":"object","properties":{"label":{"type":"string","maxLength":200,"minLength":1},"value":{"type":"string","maxLength":1000,"minLength":1}},"required":["label","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-personalization.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductMedia","description":"One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-media.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const pattern0 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-media.schema.json" */;
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
if(!pattern0.test(data0)){
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
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartBundleComponent","description":"A bundle's component as the shopper chose it (a configurable component's variant).","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","maxLength":500,"minLength":1},"qty":{"type":"integer","minimum":1,"maximum":9999},"personalizations":{"description":"The custom options typed, with their titles in the cart's language.","type":"array","maxItems":20,"items":{"$ref":"./cart-personalization.schema.json"}}},"required":["productId","name","qty"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-bundle-component.schema.json"};

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

const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItemOptions","description":"spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.","type":"object","properties":{"personalizations":{"$ref":"./personalizations.schema.json"},"bundleOptions":{"oneOf":[{"type":"null"},{"type":"array","maxItems":50,"items":{"title":"BundleOption","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"The bundle's component (as checkBundles lists it)."},"variantId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"A configurable component's chosen variant (a Simple or EProduct product)."},"personalizations":{"$ref":"./personalizations.schema.json"}},"required":["productId"],"additionalProperties":false}}]}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item-options.schema.json"};
const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Personalizations","description":"spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.","type":"object","propertyNames":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"additionalProperties":{"type":"string","minLength":1,"maxLength":1000},"maxProperties":20,"$id":"https://schemas.vitrina.local/entities/personalizations.schema.json"};
const pattern1 = new RegExp("^[A-Za-z0-9._-]+$", "u");

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
if(!pattern1.test(key1)){
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
if(!pattern1.test(key4)){
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


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-item.schema.json" */;
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
if(!(func0.call(schema0.properties.productData.properties, key1))){
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
const err37 = {instancePath:instancePath+"/productData/format",schemaPath:"./product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema1.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate1(data10[i0], {instancePath:instancePath+"/productData/media/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
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
if(!(validate3(data17[i2], {instancePath:instancePath+"/productData/components/" + i2,parentData:data17,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
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
if(!(validate5(data.options, {instancePath:instancePath+"/options",parentData:data,parentDataProperty:"options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
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
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

