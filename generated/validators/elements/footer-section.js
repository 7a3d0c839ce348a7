// DO NOT EDIT: generated from schemas/elements/footer-section.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FooterSection","description":"The footer layout element (spec 2 Footer): its options are the section's own props.","x-element":{"version":2,"label":{"hr":"Podnožje","en":"Footer","de":"Fußbereich"},"category":"layout","localised":["title","link","columns","copyright","footerMenu"],"slots":[],"mobileOverrides":[],"resolver":false},"type":"object","allOf":[{"$ref":"../entities/layout-element.schema.json"}],"properties":{"handler":{"type":"string","const":"footer-section"},"options":{"$ref":"./footer-section.options.schema.json"}},"required":["handler","options"],"$id":"https://schemas.vitrina.local/elements/footer-section.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayoutElement","description":"A header, footer or cookie section of one language (spec 3); options are checked by schemas/elements/<handler>.options.schema.json.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"handler":{"$ref":"../common/layout-handler.schema.json"},"type":{"type":"string","const":"static-element"},"title":{"type":"string","minLength":1,"maxLength":200},"slug":{"type":"string","minLength":1,"maxLength":120},"parts":{"type":"array","maxItems":100,"items":{"$ref":"./element-node.schema.json"}},"meta":{"type":"object","maxProperties":50,"additionalProperties":true},"mobileMeta":{"type":"object","maxProperties":50,"additionalProperties":true},"options":{"type":"object","maxProperties":50,"additionalProperties":true},"mobileOptions":{"type":"object","maxProperties":50,"additionalProperties":true},"language_code":{"$ref":"../common/language-code.schema.json"},"created_at":{"type":"string","format":"date-time","maxLength":40}},"required":["id","handler","type","title","slug","parts","meta","mobileMeta","options","mobileOptions","language_code","created_at"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/layout-element.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LayoutHandler","description":"Which layout section a layout element fills (spec 3).","type":"string","enum":["header-section","footer-section","cookie-section"],"$id":"https://schemas.vitrina.local/common/layout-handler.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ElementNode","description":"One element instance in a page tree; props are checked by schemas/elements/<type>.schema.json.","type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"type":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"},"version":{"description":"The version of the element's schema (x-element.version) its props were written at: the server records it on every save, and a read runs the props through common/element-migrations.ts up to the current version. A stored node without one was written at version 1; a submitted node without one is at the current version.","type":"integer","minimum":1,"maximum":1000},"props":{"type":"object","maxProperties":50,"additionalProperties":true},"mobileProps":{"description":"Overrides below 1024px; only the props the type lists in x-element.mobileOverrides.","type":"object","maxProperties":50,"additionalProperties":true},"slots":{"description":"Child elements by slot name (e.g. column-1 of columns).","type":"object","maxProperties":8,"propertyNames":{"maxLength":64,"pattern":"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"},"additionalProperties":{"type":"array","maxItems":100,"items":{"$ref":"./element-node.schema.json"}}}},"required":["id","type","props"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/element-node.schema.json"};
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern1 = new RegExp("^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$", "u");
const wrapper0 = {validate: validate2};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/element-node.schema.json" */;
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
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.props === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "type")) || (key0 === "version")) || (key0 === "props")) || (key0 === "mobileProps")) || (key0 === "slots"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"+"\""};
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
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.props !== undefined){
let data3 = data.props;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 50){
const err15 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.mobileProps !== undefined){
let data4 = data.mobileProps;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err17 = {instancePath:instancePath+"/mobileProps",schemaPath:"#/properties/mobileProps/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/mobileProps",schemaPath:"#/properties/mobileProps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.slots !== undefined){
let data5 = data.slots;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 8){
const err19 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/maxProperties",keyword:"maxProperties",params:{limit: 8},message:"must NOT have more than 8 properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data5){
const _errs16 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 64){
const err20 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern1.test(key1)){
const err21 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var valid1 = _errs16 === errors;
if(!valid1){
const err22 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key2 in data5){
let data6 = data5[key2];
if(Array.isArray(data6)){
if(data6.length > 100){
const err23 = {instancePath:instancePath+"/slots/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/slots/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data6[i0], {instancePath:instancePath+"/slots/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/slots/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/slots/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err25 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern3 = new RegExp("^[a-z]{3}$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/layout-element.schema.json" */;
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
if(data.handler === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "handler"},message:"must have required property '"+"handler"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.slug === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.parts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.meta === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.mobileMeta === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mobileMeta"},message:"must have required property '"+"mobileMeta"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.options === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.mobileOptions === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mobileOptions"},message:"must have required property '"+"mobileOptions"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.language_code === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_code"},message:"must have required property '"+"language_code"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.created_at === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
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
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.handler !== undefined){
let data1 = data.handler;
if(typeof data1 !== "string"){
const err16 = {instancePath:instancePath+"/handler",schemaPath:"../common/layout-handler.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data1 === "header-section") || (data1 === "footer-section")) || (data1 === "cookie-section"))){
const err17 = {instancePath:instancePath+"/handler",schemaPath:"../common/layout-handler.schema.json/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err18 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("static-element" !== data2){
const err19 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "static-element"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data3) < 1){
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.slug !== undefined){
let data4 = data.slug;
if(typeof data4 === "string"){
if(func1(data4) > 120){
const err23 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data4) < 1){
const err24 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.parts !== undefined){
let data5 = data.parts;
if(Array.isArray(data5)){
if(data5.length > 100){
const err26 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data5[i0], {instancePath:instancePath+"/parts/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.meta !== undefined){
let data7 = data.meta;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 50){
const err28 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
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
const err29 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.mobileMeta !== undefined){
let data8 = data.mobileMeta;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 50){
const err30 = {instancePath:instancePath+"/mobileMeta",schemaPath:"#/properties/mobileMeta/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
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
const err31 = {instancePath:instancePath+"/mobileMeta",schemaPath:"#/properties/mobileMeta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.options !== undefined){
let data9 = data.options;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 50){
const err32 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
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
const err33 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.mobileOptions !== undefined){
let data10 = data.mobileOptions;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 50){
const err34 = {instancePath:instancePath+"/mobileOptions",schemaPath:"#/properties/mobileOptions/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
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
const err35 = {instancePath:instancePath+"/mobileOptions",schemaPath:"#/properties/mobileOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.language_code !== undefined){
let data11 = data.language_code;
if(typeof data11 === "string"){
if(func1(data11) > 3){
const err36 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data11) < 3){
const err37 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern3.test(data11)){
const err38 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.created_at !== undefined){
let data12 = data.created_at;
if(typeof data12 === "string"){
if(func1(data12) > 40){
const err40 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(formats0.validate(data12))){
const err41 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err42 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FooterSectionOptions","description":"Options of the footer (spec 2 Footer, spec 9: four link columns).","type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":200},"link":{"$ref":"../common/text-link.schema.json"},"logos":{"type":"array","maxItems":6,"default":[],"items":{"title":"FooterLogo","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300},"href":{"$ref":"../common/href.schema.json"}},"required":["src","alt"],"additionalProperties":false}},"columns":{"type":"array","minItems":4,"maxItems":4,"default":[{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]}],"items":{"title":"FooterColumn","type":"object","properties":{"title":{"type":"string","maxLength":100},"links":{"type":"array","maxItems":10,"items":{"title":"FooterColumnLink","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"href":{"$ref":"../common/href.schema.json"},"type":{"type":"string","enum":["internal","static","external"]}},"required":["label","href","type"],"additionalProperties":false}}},"required":["title","links"],"additionalProperties":false}},"social":{"type":"array","maxItems":8,"default":[],"items":{"title":"FooterSocialLink","type":"object","properties":{"network":{"type":"string","enum":["facebook","instagram","youtube","linkedin","x","tiktok"]},"url":{"type":"string","minLength":9,"maxLength":500,"pattern":"^https://[^\\s<>\"]+$"}},"required":["network","url"],"additionalProperties":false}},"copyright":{"type":"string","minLength":1,"maxLength":300},"footerMenu":{"type":"array","maxItems":8,"default":[],"items":{"$ref":"../common/text-link.schema.json"}},"euLogos":{"description":"Shown only with the bugarin and vitrina themes (spec 2).","type":"array","maxItems":4,"default":[],"items":{"$ref":"../common/image-ref.schema.json"}}},"required":["title","copyright"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/elements/footer-section.options.schema.json"};
const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"TextLink","description":"A plain link with a visible label (footer and cookie links).","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"href":{"$ref":"./href.schema.json"}},"required":["label","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/text-link.schema.json"};
const pattern4 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/text-link.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "label") || (key0 === "href"))){
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
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err6 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/href",schemaPath:"./href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema11 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ImageRef","description":"An image with its alternative text (logos, EU logos).","type":"object","properties":{"src":{"$ref":"./media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/image-ref.schema.json"};
const pattern5 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/image-ref.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate9.evaluated;
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
const err3 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
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
const err6 = {instancePath:instancePath+"/src",schemaPath:"./media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate9.errors = vErrors;
return errors === 0;
}
validate9.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern8 = new RegExp("^https://[^\\s<>\"]+$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/footer-section.options.schema.json" */;
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
if(data.logos === undefined){
data.logos = [];
}
if(data.columns === undefined){
data.columns = [{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]},{"title":"","links":[]}];
}
if(data.social === undefined){
data.social = [];
}
if(data.footerMenu === undefined){
data.footerMenu = [];
}
if(data.euLogos === undefined){
data.euLogos = [];
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.copyright === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "copyright"},message:"must have required property '"+"copyright"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "title") || (key0 === "link")) || (key0 === "logos")) || (key0 === "columns")) || (key0 === "social")) || (key0 === "copyright")) || (key0 === "footerMenu")) || (key0 === "euLogos"))){
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
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate6(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
}
let data2 = data.logos;
if(Array.isArray(data2)){
if(data2.length > 6){
const err6 = {instancePath:instancePath+"/logos",schemaPath:"#/properties/logos/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.src === undefined){
const err7 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.alt === undefined){
const err8 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "src") || (key1 === "alt")) || (key1 === "href"))){
const err9 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.src !== undefined){
let data4 = data3.src;
if(typeof data4 === "string"){
if(func1(data4) > 500){
const err10 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data4) < 1){
const err11 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern5.test(data4)){
const err12 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
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
const err13 = {instancePath:instancePath+"/logos/" + i0+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.alt !== undefined){
let data5 = data3.alt;
if(typeof data5 === "string"){
if(func1(data5) > 300){
const err14 = {instancePath:instancePath+"/logos/" + i0+"/alt",schemaPath:"#/properties/logos/items/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/logos/" + i0+"/alt",schemaPath:"#/properties/logos/items/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.href !== undefined){
let data6 = data3.href;
if(typeof data6 === "string"){
if(func1(data6) > 500){
const err16 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data6) < 1){
const err17 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data6)){
const err18 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
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
const err19 = {instancePath:instancePath+"/logos/" + i0+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/logos/" + i0,schemaPath:"#/properties/logos/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err21 = {instancePath:instancePath+"/logos",schemaPath:"#/properties/logos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data7 = data.columns;
if(Array.isArray(data7)){
if(data7.length > 4){
const err22 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.length < 4){
const err23 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.title === undefined){
const err24 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.links === undefined){
const err25 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "title") || (key2 === "links"))){
const err26 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.title !== undefined){
let data9 = data8.title;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err27 = {instancePath:instancePath+"/columns/" + i1+"/title",schemaPath:"#/properties/columns/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err28 = {instancePath:instancePath+"/columns/" + i1+"/title",schemaPath:"#/properties/columns/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.links !== undefined){
let data10 = data8.links;
if(Array.isArray(data10)){
if(data10.length > 10){
const err29 = {instancePath:instancePath+"/columns/" + i1+"/links",schemaPath:"#/properties/columns/items/properties/links/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.label === undefined){
const err30 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.href === undefined){
const err31 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.type === undefined){
const err32 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key3 in data11){
if(!(((key3 === "label") || (key3 === "href")) || (key3 === "type"))){
const err33 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.label !== undefined){
let data12 = data11.label;
if(typeof data12 === "string"){
if(func1(data12) > 100){
const err34 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data12) < 1){
const err35 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err36 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/label",schemaPath:"#/properties/columns/items/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.href !== undefined){
let data13 = data11.href;
if(typeof data13 === "string"){
if(func1(data13) > 500){
const err37 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func1(data13) < 1){
const err38 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern4.test(data13)){
const err39 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
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
const err40 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.type !== undefined){
let data14 = data11.type;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/type",schemaPath:"#/properties/columns/items/properties/links/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(((data14 === "internal") || (data14 === "static")) || (data14 === "external"))){
const err42 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2+"/type",schemaPath:"#/properties/columns/items/properties/links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.columns.items.properties.links.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err43 = {instancePath:instancePath+"/columns/" + i1+"/links/" + i2,schemaPath:"#/properties/columns/items/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err44 = {instancePath:instancePath+"/columns/" + i1+"/links",schemaPath:"#/properties/columns/items/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err45 = {instancePath:instancePath+"/columns/" + i1,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
let data15 = data.social;
if(Array.isArray(data15)){
if(data15.length > 8){
const err47 = {instancePath:instancePath+"/social",schemaPath:"#/properties/social/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.network === undefined){
const err48 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.url === undefined){
const err49 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data16){
if(!((key4 === "network") || (key4 === "url"))){
const err50 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.network !== undefined){
let data17 = data16.network;
if(typeof data17 !== "string"){
const err51 = {instancePath:instancePath+"/social/" + i3+"/network",schemaPath:"#/properties/social/items/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!((((((data17 === "facebook") || (data17 === "instagram")) || (data17 === "youtube")) || (data17 === "linkedin")) || (data17 === "x")) || (data17 === "tiktok"))){
const err52 = {instancePath:instancePath+"/social/" + i3+"/network",schemaPath:"#/properties/social/items/properties/network/enum",keyword:"enum",params:{allowedValues: schema5.properties.social.items.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.url !== undefined){
let data18 = data16.url;
if(typeof data18 === "string"){
if(func1(data18) > 500){
const err53 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data18) < 9){
const err54 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!pattern8.test(data18)){
const err55 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://[^\\s<>\"]+$"},message:"must match pattern \""+"^https://[^\\s<>\"]+$"+"\""};
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
const err56 = {instancePath:instancePath+"/social/" + i3+"/url",schemaPath:"#/properties/social/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err57 = {instancePath:instancePath+"/social/" + i3,schemaPath:"#/properties/social/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/social",schemaPath:"#/properties/social/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data.copyright !== undefined){
let data19 = data.copyright;
if(typeof data19 === "string"){
if(func1(data19) > 300){
const err59 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func1(data19) < 1){
const err60 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
let data20 = data.footerMenu;
if(Array.isArray(data20)){
if(data20.length > 8){
const err62 = {instancePath:instancePath+"/footerMenu",schemaPath:"#/properties/footerMenu/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(!(validate6(data20[i4], {instancePath:instancePath+"/footerMenu/" + i4,parentData:data20,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
}
}
else {
const err63 = {instancePath:instancePath+"/footerMenu",schemaPath:"#/properties/footerMenu/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let data22 = data.euLogos;
if(Array.isArray(data22)){
if(data22.length > 4){
const err64 = {instancePath:instancePath+"/euLogos",schemaPath:"#/properties/euLogos/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
if(!(validate9(data22[i5], {instancePath:instancePath+"/euLogos/" + i5,parentData:data22,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
}
else {
const err65 = {instancePath:instancePath+"/euLogos",schemaPath:"#/properties/euLogos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/footer-section.schema.json" */;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.handler === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "handler"},message:"must have required property '"+"handler"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.options === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.handler !== undefined){
let data0 = data.handler;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/handler",schemaPath:"#/properties/handler/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("footer-section" !== data0){
const err3 = {instancePath:instancePath+"/handler",schemaPath:"#/properties/handler/const",keyword:"const",params:{allowedValue: "footer-section"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

