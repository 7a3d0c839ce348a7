// DO NOT EDIT: generated from schemas/elements/form.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormElementData","description":"What the form resolver returns: the consents of the form's assignment (its formSlug) in the request language, or null when they could not be fetched (spec 5 consentsNotFetched), and the captcha the site uses.","type":"object","properties":{"consents":{"type":["array","null"],"maxItems":100,"items":{"title":"FormShownConsent","type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":100},"label":{"type":"string","maxLength":5000},"isRequired":{"type":"boolean"}},"required":["id","label","isRequired"],"additionalProperties":false}},"recaptchaSiteKey":{"description":"reCAPTCHA's site key when the site's forms use it (a site key and the server's secret), else null: ALTCHA.","type":["string","null"],"maxLength":100}},"required":["consents","recaptchaSiteKey"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/elements/form.data.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/form.data.schema.json" */;
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
if(data.consents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.recaptchaSiteKey === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recaptchaSiteKey"},message:"must have required property '"+"recaptchaSiteKey"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "consents") || (key0 === "recaptchaSiteKey"))){
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
if(data.consents !== undefined){
let data0 = data.consents;
if((!(Array.isArray(data0))) && (data0 !== null)){
const err3 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: schema0.properties.consents.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 100){
const err4 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.label === undefined){
const err6 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.isRequired === undefined){
const err7 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "isRequired"},message:"must have required property '"+"isRequired"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "isRequired"))){
const err8 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err9 = {instancePath:instancePath+"/consents/" + i0+"/id",schemaPath:"#/properties/consents/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 1){
const err10 = {instancePath:instancePath+"/consents/" + i0+"/id",schemaPath:"#/properties/consents/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/consents/" + i0+"/id",schemaPath:"#/properties/consents/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.label !== undefined){
let data3 = data1.label;
if(typeof data3 === "string"){
if(func0(data3) > 5000){
const err12 = {instancePath:instancePath+"/consents/" + i0+"/label",schemaPath:"#/properties/consents/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
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
const err13 = {instancePath:instancePath+"/consents/" + i0+"/label",schemaPath:"#/properties/consents/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.isRequired !== undefined){
if(typeof data1.isRequired !== "boolean"){
const err14 = {instancePath:instancePath+"/consents/" + i0+"/isRequired",schemaPath:"#/properties/consents/items/properties/isRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err15 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
}
if(data.recaptchaSiteKey !== undefined){
let data5 = data.recaptchaSiteKey;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/recaptchaSiteKey",schemaPath:"#/properties/recaptchaSiteKey/type",keyword:"type",params:{type: schema0.properties.recaptchaSiteKey.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err17 = {instancePath:instancePath+"/recaptchaSiteKey",schemaPath:"#/properties/recaptchaSiteKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

