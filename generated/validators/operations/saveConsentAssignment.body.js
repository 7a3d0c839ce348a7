// DO NOT EDIT: generated from schemas/openapi.yaml (saveConsentAssignment body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json","$id":"https://schemas.vitrina.local/operations/saveConsentAssignment.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentAssignmentSaveRequest","description":"spec 7 CMS consent create (assigned_to, consents, requiredConsents; decision 047): replaces the consents a form asks for, in this order, each under the id the form sends (key); requiredConsents are keys of the list. An empty list removes the form's assignment.","type":"object","properties":{"assigned_to":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"},"consents":{"type":"array","maxItems":20,"items":{"title":"ConsentAssignmentItem","type":"object","properties":{"key":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"},"consentId":{"type":"integer","minimum":1,"maximum":2147483647}},"required":["key","consentId"],"additionalProperties":false}},"requiredConsents":{"type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}}},"required":["assigned_to","consents","requiredConsents"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/saveConsentAssignment.body.json" */;
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
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/required",keyword:"required",params:{missingProperty: "assigned_to"},message:"must have required property '"+"assigned_to"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consents === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requiredConsents === undefined){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/required",keyword:"required",params:{missingProperty: "requiredConsents"},message:"must have required property '"+"requiredConsents"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "assigned_to") || (key0 === "consents")) || (key0 === "requiredConsents"))){
const err3 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.assigned_to !== undefined){
let data0 = data.assigned_to;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err4 = {instancePath:instancePath+"/assigned_to",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/assigned_to/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/assigned_to",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/assigned_to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/assigned_to",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/assigned_to/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
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
const err7 = {instancePath:instancePath+"/assigned_to",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/assigned_to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.consents !== undefined){
let data1 = data.consents;
if(Array.isArray(data1)){
if(data1.length > 20){
const err8 = {instancePath:instancePath+"/consents",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.key === undefined){
const err9 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.consentId === undefined){
const err10 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/required",keyword:"required",params:{missingProperty: "consentId"},message:"must have required property '"+"consentId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "key") || (key1 === "consentId"))){
const err11 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.key !== undefined){
let data3 = data2.key;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err12 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data3) < 1){
const err13 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data3)){
const err14 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
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
const err15 = {instancePath:instancePath+"/consents/" + i0+"/key",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.consentId !== undefined){
let data4 = data2.consentId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/consentId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/consentId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/properties/consentId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err19 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/consents",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.requiredConsents !== undefined){
let data5 = data.requiredConsents;
if(Array.isArray(data5)){
if(data5.length > 20){
const err21 = {instancePath:instancePath+"/requiredConsents",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err22 = {instancePath:instancePath+"/requiredConsents/" + i1,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(data6) < 1){
const err23 = {instancePath:instancePath+"/requiredConsents/" + i1,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern0.test(data6)){
const err24 = {instancePath:instancePath+"/requiredConsents/" + i1,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
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
const err25 = {instancePath:instancePath+"/requiredConsents/" + i1,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i2 = data5.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data5[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/requiredConsents",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err27 = {instancePath:instancePath+"/requiredConsents",schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/properties/requiredConsents/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err28 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/consent-assignment-save.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

