// DO NOT EDIT: generated from schemas/entities/newsletter-subscriber.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewsletterSubscriber","description":"A newsletter subscriber as the back office lists it (issue 21): address, language, state with its times, and its consent history (oldest first).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","maxLength":254},"language":{"$ref":"../common/language-code.schema.json"},"status":{"type":"string","enum":["pending","subscribed","unsubscribed"]},"createdAt":{"type":"string","format":"date-time","maxLength":40},"confirmedAt":{"type":["string","null"],"format":"date-time","maxLength":40},"unsubscribedAt":{"type":["string","null"],"format":"date-time","maxLength":40},"history":{"type":"array","maxItems":1000,"items":{"$ref":"./newsletter-consent-entry.schema.json"}}},"required":["id","email","language","status","createdAt","confirmedAt","unsubscribedAt","history"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/newsletter-subscriber.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewsletterConsentEntry","description":"One consent log entry of a newsletter subscriber (assigned_to newsletter, decision 047): the consent and the version of its text, accepted or withdrawn, when, and as whom.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":9007199254740991},"uniqueNumber":{"type":"string","maxLength":100},"version":{"type":"integer","minimum":1,"maximum":1000000},"key":{"type":"string","maxLength":100},"status":{"type":"string","enum":["accepted","withdrawn"]},"statusTimestamp":{"type":"string","format":"date-time","maxLength":40},"userType":{"type":"string","enum":["webUser","guest"]}},"required":["id","uniqueNumber","version","key","status","statusTimestamp","userType"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/newsletter-consent-entry.schema.json"};
const func0 = __cjs(__m1).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/newsletter-subscriber.schema.json" */;
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
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
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
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.confirmedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmedAt"},message:"must have required property '"+"confirmedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.unsubscribedAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unsubscribedAt"},message:"must have required property '"+"unsubscribedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.history === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "history"},message:"must have required property '"+"history"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "email")) || (key0 === "language")) || (key0 === "status")) || (key0 === "createdAt")) || (key0 === "confirmedAt")) || (key0 === "unsubscribedAt")) || (key0 === "history"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func0(data1) > 254){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
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
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 === "string"){
if(func0(data2) > 3){
const err14 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data2) < 3){
const err15 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern0.test(data2)){
const err16 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
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
const err17 = {instancePath:instancePath+"/language",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data3 = data.status;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data3 === "pending") || (data3 === "subscribed")) || (data3 === "unsubscribed"))){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
if(typeof data4 === "string"){
if(func0(data4) > 40){
const err20 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats0.validate(data4))){
const err21 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err22 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.confirmedAt !== undefined){
let data5 = data.confirmedAt;
if((typeof data5 !== "string") && (data5 !== null)){
const err23 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/type",keyword:"type",params:{type: schema0.properties.confirmedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data5 === "string"){
if(func0(data5) > 40){
const err24 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.validate(data5))){
const err25 = {instancePath:instancePath+"/confirmedAt",schemaPath:"#/properties/confirmedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.unsubscribedAt !== undefined){
let data6 = data.unsubscribedAt;
if((typeof data6 !== "string") && (data6 !== null)){
const err26 = {instancePath:instancePath+"/unsubscribedAt",schemaPath:"#/properties/unsubscribedAt/type",keyword:"type",params:{type: schema0.properties.unsubscribedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data6 === "string"){
if(func0(data6) > 40){
const err27 = {instancePath:instancePath+"/unsubscribedAt",schemaPath:"#/properties/unsubscribedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats0.validate(data6))){
const err28 = {instancePath:instancePath+"/unsubscribedAt",schemaPath:"#/properties/unsubscribedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.history !== undefined){
let data7 = data.history;
if(Array.isArray(data7)){
if(data7.length > 1000){
const err29 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
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
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.id === undefined){
const err30 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8.uniqueNumber === undefined){
const err31 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "uniqueNumber"},message:"must have required property '"+"uniqueNumber"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8.version === undefined){
const err32 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.key === undefined){
const err33 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.status === undefined){
const err34 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.statusTimestamp === undefined){
const err35 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "statusTimestamp"},message:"must have required property '"+"statusTimestamp"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.userType === undefined){
const err36 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/required",keyword:"required",params:{missingProperty: "userType"},message:"must have required property '"+"userType"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data8){
if(!(((((((key1 === "id") || (key1 === "uniqueNumber")) || (key1 === "version")) || (key1 === "key")) || (key1 === "status")) || (key1 === "statusTimestamp")) || (key1 === "userType"))){
const err37 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data8.id !== undefined){
let data9 = data8.id;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err38 = {instancePath:instancePath+"/history/" + i0+"/id",schemaPath:"./newsletter-consent-entry.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/history/" + i0+"/id",schemaPath:"./newsletter-consent-entry.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/history/" + i0+"/id",schemaPath:"./newsletter-consent-entry.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.uniqueNumber !== undefined){
let data10 = data8.uniqueNumber;
if(typeof data10 === "string"){
if(func0(data10) > 100){
const err41 = {instancePath:instancePath+"/history/" + i0+"/uniqueNumber",schemaPath:"./newsletter-consent-entry.schema.json/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err42 = {instancePath:instancePath+"/history/" + i0+"/uniqueNumber",schemaPath:"./newsletter-consent-entry.schema.json/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data8.version !== undefined){
let data11 = data8.version;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err43 = {instancePath:instancePath+"/history/" + i0+"/version",schemaPath:"./newsletter-consent-entry.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
const err44 = {instancePath:instancePath+"/history/" + i0+"/version",schemaPath:"./newsletter-consent-entry.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/history/" + i0+"/version",schemaPath:"./newsletter-consent-entry.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.key !== undefined){
let data12 = data8.key;
if(typeof data12 === "string"){
if(func0(data12) > 100){
const err46 = {instancePath:instancePath+"/history/" + i0+"/key",schemaPath:"./newsletter-consent-entry.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err47 = {instancePath:instancePath+"/history/" + i0+"/key",schemaPath:"./newsletter-consent-entry.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data8.status !== undefined){
let data13 = data8.status;
if(typeof data13 !== "string"){
const err48 = {instancePath:instancePath+"/history/" + i0+"/status",schemaPath:"./newsletter-consent-entry.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!((data13 === "accepted") || (data13 === "withdrawn"))){
const err49 = {instancePath:instancePath+"/history/" + i0+"/status",schemaPath:"./newsletter-consent-entry.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema2.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data8.statusTimestamp !== undefined){
let data14 = data8.statusTimestamp;
if(typeof data14 === "string"){
if(func0(data14) > 40){
const err50 = {instancePath:instancePath+"/history/" + i0+"/statusTimestamp",schemaPath:"./newsletter-consent-entry.schema.json/properties/statusTimestamp/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(formats0.validate(data14))){
const err51 = {instancePath:instancePath+"/history/" + i0+"/statusTimestamp",schemaPath:"./newsletter-consent-entry.schema.json/properties/statusTimestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err52 = {instancePath:instancePath+"/history/" + i0+"/statusTimestamp",schemaPath:"./newsletter-consent-entry.schema.json/properties/statusTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data8.userType !== undefined){
let data15 = data8.userType;
if(typeof data15 !== "string"){
const err53 = {instancePath:instancePath+"/history/" + i0+"/userType",schemaPath:"./newsletter-consent-entry.schema.json/properties/userType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((data15 === "webUser") || (data15 === "guest"))){
const err54 = {instancePath:instancePath+"/history/" + i0+"/userType",schemaPath:"./newsletter-consent-entry.schema.json/properties/userType/enum",keyword:"enum",params:{allowedValues: schema2.properties.userType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/history/" + i0,schemaPath:"./newsletter-consent-entry.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err56 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

