// DO NOT EDIT: generated from schemas/entities/builder-page-summary.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderPageSummary","description":"A page in the builder's page list: its canonical slug and its language variants.","type":"object","properties":{"slugMain":{"$ref":"../common/slug.schema.json"},"isHomePage":{"type":"boolean"},"languages":{"type":"array","maxItems":20,"items":{"$ref":"./builder-language-state.schema.json"}}},"required":["slugMain","isHomePage","languages"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/builder-page-summary.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Slug","description":"One URL segment: lower-case letters and digits joined by single hyphens.","type":"string","minLength":1,"maxLength":120,"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$","$id":"https://schemas.vitrina.local/common/slug.schema.json"};
const func0 = __cjs(__m1).default;
const pattern0 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderLanguageState","description":"One language variant of a builder document: whether it exists, is published, has unpublished changes or a scheduled publish.","type":"object","properties":{"language_code":{"$ref":"../common/language-code.schema.json"},"title":{"type":"string","maxLength":200},"slug":{"type":"string","maxLength":120},"isPublished":{"type":"boolean"},"publishedAt":{"anyOf":[{"type":"string","format":"date-time","maxLength":40},{"type":"null"}]},"hasUnpublishedChanges":{"type":"boolean"},"untranslated":{"description":"Decision 057: ids of the elements (`$options`: a section's options) whose localised texts this language has not translated nor confirmed (hidden ones do not count); the builder's drafts and the list of pages (its drafted pages) carry it.","$ref":"../common/builder-element-ids.schema.json"},"scheduledAt":{"anyOf":[{"type":"string","format":"date-time","maxLength":40},{"type":"null"}]}},"required":["language_code","title","isPublished","publishedAt","hasUnpublishedChanges","scheduledAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/builder-language-state.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BuilderElementIds","description":"Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.","type":"array","maxItems":2000,"uniqueItems":true,"items":{"type":"string","maxLength":64,"pattern":"^(?:[A-Za-z0-9_-]+|\\$options)$"},"$id":"https://schemas.vitrina.local/common/builder-element-ids.schema.json"};
const pattern1 = new RegExp("^[a-z]{3}$", "u");
const pattern2 = new RegExp("^(?:[A-Za-z0-9_-]+|\\$options)$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/builder-language-state.schema.json" */;
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
if(data.language_code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_code"},message:"must have required property '"+"language_code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.isPublished === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isPublished"},message:"must have required property '"+"isPublished"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.publishedAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publishedAt"},message:"must have required property '"+"publishedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hasUnpublishedChanges === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasUnpublishedChanges"},message:"must have required property '"+"hasUnpublishedChanges"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.scheduledAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheduledAt"},message:"must have required property '"+"scheduledAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "language_code") || (key0 === "title")) || (key0 === "slug")) || (key0 === "isPublished")) || (key0 === "publishedAt")) || (key0 === "hasUnpublishedChanges")) || (key0 === "untranslated")) || (key0 === "scheduledAt"))){
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
if(data.language_code !== undefined){
let data0 = data.language_code;
if(typeof data0 === "string"){
if(func0(data0) > 3){
const err7 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data0) < 3){
const err8 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data0)){
const err9 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/language_code",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func0(data2) > 120){
const err13 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
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
const err14 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.isPublished !== undefined){
if(typeof data.isPublished !== "boolean"){
const err15 = {instancePath:instancePath+"/isPublished",schemaPath:"#/properties/isPublished/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.publishedAt !== undefined){
let data4 = data.publishedAt;
const _errs12 = errors;
let valid2 = false;
const _errs13 = errors;
if(typeof data4 === "string"){
if(func0(data4) > 40){
const err16 = {instancePath:instancePath+"/publishedAt",schemaPath:"#/properties/publishedAt/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.validate(data4))){
const err17 = {instancePath:instancePath+"/publishedAt",schemaPath:"#/properties/publishedAt/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err18 = {instancePath:instancePath+"/publishedAt",schemaPath:"#/properties/publishedAt/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err19 = {instancePath:instancePath+"/publishedAt",schemaPath:"#/properties/publishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err20 = {instancePath:instancePath+"/publishedAt",schemaPath:"#/properties/publishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data.hasUnpublishedChanges !== undefined){
if(typeof data.hasUnpublishedChanges !== "boolean"){
const err21 = {instancePath:instancePath+"/hasUnpublishedChanges",schemaPath:"#/properties/hasUnpublishedChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.untranslated !== undefined){
let data6 = data.untranslated;
if(Array.isArray(data6)){
if(data6.length > 2000){
const err22 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func0(data7) > 64){
const err23 = {instancePath:instancePath+"/untranslated/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern2.test(data7)){
const err24 = {instancePath:instancePath+"/untranslated/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9_-]+|\\$options)$"},message:"must match pattern \""+"^(?:[A-Za-z0-9_-]+|\\$options)$"+"\""};
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
const err25 = {instancePath:instancePath+"/untranslated/" + i0,schemaPath:"../common/builder-element-ids.schema.json/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err27 = {instancePath:instancePath+"/untranslated",schemaPath:"../common/builder-element-ids.schema.json/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.scheduledAt !== undefined){
let data8 = data.scheduledAt;
const _errs25 = errors;
let valid7 = false;
const _errs26 = errors;
if(typeof data8 === "string"){
if(func0(data8) > 40){
const err28 = {instancePath:instancePath+"/scheduledAt",schemaPath:"#/properties/scheduledAt/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(formats0.validate(data8))){
const err29 = {instancePath:instancePath+"/scheduledAt",schemaPath:"#/properties/scheduledAt/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/scheduledAt",schemaPath:"#/properties/scheduledAt/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid7 = valid7 || _valid1;
const _errs28 = errors;
if(data8 !== null){
const err31 = {instancePath:instancePath+"/scheduledAt",schemaPath:"#/properties/scheduledAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err32 = {instancePath:instancePath+"/scheduledAt",schemaPath:"#/properties/scheduledAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/builder-page-summary.schema.json" */;
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
if(data.slugMain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slugMain"},message:"must have required property '"+"slugMain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.isHomePage === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isHomePage"},message:"must have required property '"+"isHomePage"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.languages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "slugMain") || (key0 === "isHomePage")) || (key0 === "languages"))){
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
if(data.slugMain !== undefined){
let data0 = data.slugMain;
if(typeof data0 === "string"){
if(func0(data0) > 120){
const err4 = {instancePath:instancePath+"/slugMain",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/slugMain",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/slugMain",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
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
const err7 = {instancePath:instancePath+"/slugMain",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isHomePage !== undefined){
if(typeof data.isHomePage !== "boolean"){
const err8 = {instancePath:instancePath+"/isHomePage",schemaPath:"#/properties/isHomePage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.languages !== undefined){
let data2 = data.languages;
if(Array.isArray(data2)){
if(data2.length > 20){
const err9 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data2[i0], {instancePath:instancePath+"/languages/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

