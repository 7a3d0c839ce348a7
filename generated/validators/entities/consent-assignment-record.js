// DO NOT EDIT: generated from schemas/entities/consent-assignment-record.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentAssignmentRecord","description":"The consents a form asks for (spec 3 assignment: assigned_to; decision 047) as the back office sees them, in order: each under the id the form sends (key), with the consent's id, uniqueNumber, current version and text, and whether the form requires it. Archived consents are left out (no form offers them).","type":"object","properties":{"assigned_to":{"type":"string","minLength":1,"maxLength":100},"consents":{"type":"array","maxItems":100,"items":{"title":"AssignedConsentRecord","type":"object","properties":{"key":{"type":"string","minLength":1,"maxLength":100},"consentId":{"type":"integer","minimum":1,"maximum":2147483647},"uniqueNumber":{"type":"string","minLength":1,"maxLength":50},"version":{"type":"integer","minimum":1,"maximum":2147483647},"displayName":{"$ref":"../common/localised-text.schema.json"},"isRequired":{"type":"boolean"}},"required":["key","consentId","uniqueNumber","version","displayName","isRequired"],"additionalProperties":false}}},"required":["assigned_to","consents"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/consent-assignment-record.schema.json"};
const func0 = __cjs(__m0).default;
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LocalisedText","description":"A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.","type":"object","propertyNames":{"$ref":"./language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":20000},"maxProperties":10,"$id":"https://schemas.vitrina.local/common/localised-text.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const pattern0 = new RegExp("^[a-z]{3}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/localised-text.schema.json" */;
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
if(Object.keys(data).length > 10){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func0(key0) > 3){
const err1 = {instancePath,schemaPath:"./language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(key0) < 3){
const err2 = {instancePath,schemaPath:"./language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(key0)){
const err3 = {instancePath,schemaPath:"./language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"./language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err5 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func0(data0) > 20000){
const err6 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/consent-assignment-record.schema.json" */;
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
if(data.assigned_to === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "assigned_to"},message:"must have required property '"+"assigned_to"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "assigned_to") || (key0 === "consents"))){
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
if(data.assigned_to !== undefined){
let data0 = data.assigned_to;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err3 = {instancePath:instancePath+"/assigned_to",schemaPath:"#/properties/assigned_to/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/assigned_to",schemaPath:"#/properties/assigned_to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/assigned_to",schemaPath:"#/properties/assigned_to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.consents !== undefined){
let data1 = data.consents;
if(Array.isArray(data1)){
if(data1.length > 100){
const err6 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.key === undefined){
const err7 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.consentId === undefined){
const err8 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "consentId"},message:"must have required property '"+"consentId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.uniqueNumber === undefined){
const err9 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "uniqueNumber"},message:"must have required property '"+"uniqueNumber"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.version === undefined){
const err10 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.displayName === undefined){
const err11 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.isRequired === undefined){
const err12 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/required",keyword:"required",params:{missingProperty: "isRequired"},message:"must have required property '"+"isRequired"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "key") || (key1 === "consentId")) || (key1 === "uniqueNumber")) || (key1 === "version")) || (key1 === "displayName")) || (key1 === "isRequired"))){
const err13 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.key !== undefined){
let data3 = data2.key;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err14 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"#/properties/consents/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data3) < 1){
const err15 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"#/properties/consents/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"#/properties/consents/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.consentId !== undefined){
let data4 = data2.consentId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"#/properties/consents/items/properties/consentId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"#/properties/consents/items/properties/consentId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"#/properties/consents/items/properties/consentId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.uniqueNumber !== undefined){
let data5 = data2.uniqueNumber;
if(typeof data5 === "string"){
if(func0(data5) > 50){
const err20 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"#/properties/consents/items/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data5) < 1){
const err21 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"#/properties/consents/items/properties/uniqueNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"#/properties/consents/items/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.version !== undefined){
let data6 = data2.version;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"#/properties/consents/items/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"#/properties/consents/items/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"#/properties/consents/items/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.displayName !== undefined){
if(!(validate1(data2.displayName, {instancePath:instancePath+"/consents/" + i0+"/displayName",parentData:data2,parentDataProperty:"displayName",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(data2.isRequired !== undefined){
if(typeof data2.isRequired !== "boolean"){
const err26 = {instancePath:instancePath+"/consents/" + i0+"/isRequired",schemaPath:"#/properties/consents/items/properties/isRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err27 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err28 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

